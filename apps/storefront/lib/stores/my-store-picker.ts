/** spec §4 store picker views: the list of stores, or the chosen store's details. */
export type MyStoreView = 'stores' | 'current';

export interface MyStorePickerState {
  view: MyStoreView;
  selected: string | null;
}

export type MyStorePickerAction =
  /** The dropdown opened: the chosen store's view when there is one. */
  | { type: 'opened' }
  /** The shopper chose a store in the list (the same one again clears the choice). */
  | { type: 'chose'; code: string }
  /** The switch delay after choosing has passed. */
  | { type: 'showCurrent' }
  | { type: 'showStores' }
  /** The choice changed elsewhere (another picker, another tab). */
  | { type: 'synced'; code: string | null };

export const initialPickerState = (selected: string | null): MyStorePickerState => ({
  view: selected ? 'current' : 'stores',
  selected,
});

export function myStorePickerReducer(
  state: MyStorePickerState,
  action: MyStorePickerAction,
): MyStorePickerState {
  switch (action.type) {
    case 'opened':
      return initialPickerState(state.selected);
    case 'chose':
      return state.selected === action.code
        ? { view: 'stores', selected: null }
        : { view: 'stores', selected: action.code };
    case 'showCurrent':
      return state.selected ? { ...state, view: 'current' } : state;
    case 'showStores':
      return { ...state, view: 'stores' };
    case 'synced':
      return action.code === state.selected
        ? state
        : { view: action.code ? state.view : 'stores', selected: action.code };
  }
}
