import { ATTRIBUTES } from '../data/attributes.ts';
import { BRANDS } from '../data/brands.ts';
import { CASH_BACK_ACTIONS, LABEL_DEFINITIONS } from '../data/labels.ts';
import { addDays, shopDate } from '../dates.ts';
import { nameImage } from '../images/naming.ts';
import type { ImageSpec } from '../images/specs.ts';
import type { CatalogData } from './types.ts';
import { nameTranslations } from '../catalog-translations/translate.ts';
import type { ProductTranslator } from '../product-translations/translate.ts';
import { perLocale } from './localise.ts';

/** Brands with their logo images; ids follow the list order. */
export function brandRows(): { rows: CatalogData['brands']; images: ImageSpec[] } {
  const images: ImageSpec[] = [];
  const rows = BRANDS.map((brand, index) => {
    const image = nameImage({
      kind: 'brand',
      file: `catalog/brand/${brand.code}`,
      brandName: brand.name,
      brandColor: brand.color,
    });
    images.push(image);
    const logo = image.file;
    return {
      id: index + 1,
      code: brand.code,
      name: brand.name,
      urlKey: brand.code,
      logo,
      description: brand.description,
    };
  });
  return { rows, images };
}

export function attributeRows(
  translator: ProductTranslator,
): Pick<CatalogData, 'attributes' | 'attributeOptions'> {
  return {
    attributes: ATTRIBUTES.map((attribute, index) => ({
      code: attribute.code,
      label: attribute.label,
      // Filter and specification labels alike: the product and compare pages show both.
      translations: nameTranslations(attribute.label),
      attributeGroup: attribute.group,
      tooltip: attribute.tooltip ?? null,
      textTranslations: perLocale((locale) => ({
        group: translator.text(attribute.group, locale),
        ...(attribute.tooltip ? { tooltip: translator.text(attribute.tooltip, locale) } : {}),
      })),
      filterable: Boolean(attribute.options),
      position: index + 1,
      unit: attribute.unit ?? null,
    })),
    attributeOptions: ATTRIBUTES.flatMap((attribute) =>
      (attribute.options ?? []).map((option, index) => ({
        attributeCode: attribute.code,
        value: option.value,
        label: option.label,
        // Brand names read the same in every language (ADR 0003).
        translations: attribute.code === 'brand' ? null : nameTranslations(option.label),
        swatch: option.swatch ?? null,
        position: index + 1,
      })),
    ),
  };
}

export function labelDefinitionRows(
  translator: ProductTranslator,
): CatalogData['productLabelDefinitions'] {
  return LABEL_DEFINITIONS.map((label) => ({
    ...label,
    image: null,
    translations: perLocale((locale) => translator.text(label.label, locale)),
  }));
}

/** Cash-back actions end a fixed number of days after `now`, so they always look current. */
export function cashBackRows(
  now: Date,
  translator: ProductTranslator,
): CatalogData['cashBackActions'] {
  const linkLabel = 'Bekijk de actievoorwaarden';
  return CASH_BACK_ACTIONS.map((action, index) => ({
    id: index + 1,
    name: action.name,
    description: action.description,
    amountCents: action.amountEuros * 100,
    linkHref: '/acties/cashback',
    linkLabel,
    endDate: shopDate(addDays(now, action.daysLeft)),
    translations: perLocale((locale) => ({
      name: translator.text(action.name, locale),
      description: translator.text(action.description, locale),
      linkLabel: translator.text(linkLabel, locale),
    })),
  }));
}
