import { describe, expect, it } from 'vitest';
import { authModalId, defaultAuthView, isAuthModal, requestedAuthView } from './auth-view';
import { initialUiState, uiReducer } from './ui-state';

describe('auth drawer views (spec §2, §4)', () => {
  it('defaults to MY_ACCOUNT when signed in and SIGN_IN otherwise', () => {
    expect(defaultAuthView(true)).toBe('MY_ACCOUNT');
    expect(defaultAuthView(false)).toBe('SIGN_IN');
    expect(requestedAuthView(authModalId(), false)).toBe('SIGN_IN');
    expect(requestedAuthView(authModalId(), true)).toBe('MY_ACCOUNT');
  });

  it('opens on the view asked for', () => {
    expect(requestedAuthView(authModalId('CREATE_ACCOUNT'), false)).toBe('CREATE_ACCOUNT');
    expect(requestedAuthView(authModalId('FORGOT_PASSWORD'), false)).toBe('FORGOT_PASSWORD');
  });

  it('never offers a guest the account menu, nor a customer the sign-in forms', () => {
    expect(requestedAuthView(authModalId('MY_ACCOUNT'), false)).toBe('SIGN_IN');
    expect(requestedAuthView(authModalId('SIGN_IN'), true)).toBe('MY_ACCOUNT');
    expect(requestedAuthView(authModalId('CREATE_ACCOUNT'), true)).toBe('MY_ACCOUNT');
  });

  it('falls back to the default for an unknown view and tells its modal from others', () => {
    expect(requestedAuthView('auth:ELSEWHERE', false)).toBe('SIGN_IN');
    expect(isAuthModal(authModalId('SIGN_IN'))).toBe(true);
    expect(isAuthModal('reservation')).toBe(false);
    expect(isAuthModal(null)).toBe(false);
  });

  it('is a modal: opening it closes the sidebar and the dropdown', () => {
    const open = uiReducer(
      uiReducer(initialUiState, { type: 'openSidebar', view: 'ACCOUNT_VIEW' }),
      { type: 'openModal', id: authModalId('SIGN_IN') },
    );
    expect(open.sidebar.open).toBe(false);
    expect(open.dropdown).toBeNull();
    expect(isAuthModal(open.modal)).toBe(true);
  });
});
