/** spec §2 sidebar views. */
export type SidebarView = 'ACCOUNT_VIEW' | 'CART_VIEW' | 'MENU_VIEW';

export interface UiState {
  sidebar: { open: boolean; view: SidebarView | null };
  /** Id of the one open dropdown (spec §4: toggling another closes the first). */
  dropdown: string | null;
  modal: string | null;
}

export type UiAction =
  | { type: 'openSidebar'; view: SidebarView }
  | { type: 'closeSidebar' }
  | { type: 'toggleDropdown'; id: string }
  | { type: 'closeDropdown' }
  | { type: 'openModal'; id: string }
  | { type: 'closeModal' };

export const initialUiState: UiState = {
  sidebar: { open: false, view: null },
  dropdown: null,
  modal: null,
};

/** spec §4 Drawers and UI state. */
export function uiReducer(state: UiState, action: UiAction): UiState {
  switch (action.type) {
    case 'openSidebar':
      return { ...state, sidebar: { open: true, view: action.view }, dropdown: null };
    case 'closeSidebar':
      return { ...state, sidebar: { open: false, view: state.sidebar.view } };
    case 'toggleDropdown':
      return { ...state, dropdown: state.dropdown === action.id ? null : action.id };
    case 'closeDropdown':
      return { ...state, dropdown: null };
    case 'openModal':
      // A modal closes the sidebar.
      return {
        ...state,
        modal: action.id,
        sidebar: { open: false, view: state.sidebar.view },
        dropdown: null,
      };
    case 'closeModal':
      return { ...state, modal: null };
  }
}

/** The body is scroll-locked while a sidebar or modal is open. */
export const isScrollLocked = (state: UiState) => state.sidebar.open || state.modal !== null;
