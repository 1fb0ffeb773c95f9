import { describe, expect, it } from 'vitest';
import { initialUiState, isScrollLocked, uiReducer } from './ui-state';
import { navigateTo, previous, reset, topLevel } from './menu-history';

describe('UI state (spec §4)', () => {
  it('keeps one dropdown open at a time', () => {
    let state = uiReducer(initialUiState, { type: 'toggleDropdown', id: 'account' });
    expect(state.dropdown).toBe('account');
    state = uiReducer(state, { type: 'toggleDropdown', id: 'store' });
    expect(state.dropdown).toBe('store');
    state = uiReducer(state, { type: 'toggleDropdown', id: 'store' });
    expect(state.dropdown).toBeNull();
  });

  it('closes the sidebar when a modal opens, and locks scrolling while either is open', () => {
    let state = uiReducer(initialUiState, { type: 'openSidebar', view: 'CART_VIEW' });
    expect(state.sidebar).toEqual({ open: true, view: 'CART_VIEW' });
    expect(isScrollLocked(state)).toBe(true);
    state = uiReducer(state, { type: 'openModal', id: 'reservation' });
    expect(state.sidebar.open).toBe(false);
    expect(isScrollLocked(state)).toBe(true);
    state = uiReducer(state, { type: 'closeModal' });
    expect(isScrollLocked(state)).toBe(false);
  });
});

describe('mobile menu history (spec §4)', () => {
  it('pushes the current level when navigating and pops it on previous', () => {
    const one = navigateTo(topLevel, 'appliances');
    const two = navigateTo(one, 'washing');
    expect(two).toEqual({ current: 'washing', history: [null, 'appliances'] });
    expect(previous(two)).toEqual(one);
    expect(previous(previous(two))).toEqual(topLevel);
    expect(previous(topLevel)).toEqual(topLevel);
  });

  it('resets to the top level on opening', () => {
    expect(reset()).toEqual(topLevel);
  });
});
