import { expect, it } from 'vitest';
import { energyIconName } from './energy-label.ts';
import { visibleProductLabels, type LabelDefinition } from './product-labels.ts';

const definitions = new Map<string, LabelDefinition>(
  ['sale', 'cash_back_action', 'cheaper_in_store', 'predicate', 'new'].map((code) => [
    code,
    { code, label: code.toUpperCase(), color: '#f00', image: null, pdp: true },
  ]),
);
const codesOf = (labels: LabelDefinition[]) => labels.map((label) => label.code);

it('keeps only the labels of spec §9', () => {
  expect(codesOf(visibleProductLabels(['new', 'sale', 'our_choice'], definitions))).toEqual([
    'sale',
  ]);
});

it('treats predicateTwo as predicate, once', () => {
  expect(codesOf(visibleProductLabels(['predicateTwo', 'predicate'], definitions))).toEqual([
    'predicate',
  ]);
});

it('drops cheaper_in_store when a cash-back label is present', () => {
  const labels = visibleProductLabels(['cheaper_in_store', 'cash_back_action'], definitions);
  expect(codesOf(labels)).toEqual(['cash_back_action']);
});

it('never shows cheaper_in_store on the product page', () => {
  const [label] = visibleProductLabels(['cheaper_in_store'], definitions);
  expect(label).toMatchObject({ code: 'cheaper_in_store', pdp: false });
});

it('names energy icons, with the old prefix for old-style labels', () => {
  expect(energyIconName('B')).toBe('energy-b');
  expect(energyIconName('A+++')).toBe('old-energy-a-plus-plus-plus');
  expect(energyIconName('A.')).toBe('old-energy-a');
  expect(energyIconName(null)).toBeNull();
});
