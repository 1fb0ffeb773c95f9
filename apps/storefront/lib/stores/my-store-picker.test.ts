import { describe, expect, it } from 'vitest';
import { initialPickerState, myStorePickerReducer } from './my-store-picker';

describe('myStorePickerReducer', () => {
  it('opens on the list without a store, on the chosen store with one', () => {
    expect(myStorePickerReducer(initialPickerState(null), { type: 'opened' })).toEqual({
      view: 'stores',
      selected: null,
    });
    expect(
      myStorePickerReducer({ view: 'stores', selected: 'utrecht' }, { type: 'opened' }),
    ).toEqual({ view: 'current', selected: 'utrecht' });
  });

  it('choosing selects at once and shows the store only when the delay has passed', () => {
    const chosen = myStorePickerReducer(initialPickerState(null), {
      type: 'chose',
      code: 'breda',
    });
    expect(chosen).toEqual({ view: 'stores', selected: 'breda' });
    expect(myStorePickerReducer(chosen, { type: 'showCurrent' })).toEqual({
      view: 'current',
      selected: 'breda',
    });
  });

  it('choosing the chosen store again clears it and stays on the list', () => {
    const cleared = myStorePickerReducer(
      { view: 'stores', selected: 'breda' },
      { type: 'chose', code: 'breda' },
    );
    expect(cleared).toEqual({ view: 'stores', selected: null });
    // A delay that was still running from the first choice does not switch to a cleared store.
    expect(myStorePickerReducer(cleared, { type: 'showCurrent' })).toBe(cleared);
  });

  it('choosing another store replaces the choice', () => {
    expect(
      myStorePickerReducer(
        { view: 'stores', selected: 'breda' },
        { type: 'chose', code: 'zwolle' },
      ),
    ).toEqual({ view: 'stores', selected: 'zwolle' });
  });

  it('follows a choice made elsewhere', () => {
    const state = { view: 'current' as const, selected: 'breda' };
    expect(myStorePickerReducer(state, { type: 'synced', code: 'breda' })).toBe(state);
    expect(myStorePickerReducer(state, { type: 'synced', code: null })).toEqual({
      view: 'stores',
      selected: null,
    });
    expect(myStorePickerReducer(state, { type: 'synced', code: 'zwolle' })).toEqual({
      view: 'current',
      selected: 'zwolle',
    });
  });

  it('goes back to the list on request', () => {
    expect(
      myStorePickerReducer({ view: 'current', selected: 'breda' }, { type: 'showStores' }),
    ).toEqual({ view: 'stores', selected: 'breda' });
  });
});
