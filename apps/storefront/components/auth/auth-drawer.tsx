'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { Sidebar } from '@/components/layout/sidebar';
import { useShopper, useUiState } from '@/components/state/ui-state';
import { ChevronLeftIcon } from '@/components/ui/icons';
import {
  authViewTitle,
  defaultAuthView,
  isAuthModal,
  requestedAuthView,
  type AuthView,
} from '@/lib/layout/auth-view';
import { AccountMenu } from './account-menu';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

/**
 * spec §2 the auth drawer: SIGN_IN, CREATE_ACCOUNT, FORGOT_PASSWORD and MY_ACCOUNT, MY_ACCOUNT
 * by default when signed in and SIGN_IN otherwise; back and closing return to the default view
 * (spec §4). A native modal `<dialog>` like the sidebars (ADR 0011), loaded on its first opening.
 */
export function AuthDrawer() {
  const t = useTranslations('Auth');
  const header = useTranslations('Header');
  const { state, closeModal } = useUiState();
  const { isLoggedIn, firstname } = useShopper();
  const open = isAuthModal(state.modal);
  const home = defaultAuthView(isLoggedIn);
  const [view, setView] = useState<AuthView>(() => requestedAuthView(state.modal, isLoggedIn));

  // Each opening starts on the view asked for; a closed drawer is back on its default.
  useEffect(() => {
    setView(open ? requestedAuthView(state.modal, isLoggedIn) : defaultAuthView(isLoggedIn));
  }, [open, state.modal, isLoggedIn]);

  const back =
    view !== home ? (
      <button
        type="button"
        onClick={() => setView(home)}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-brand-light"
        aria-label={t('back')}
      >
        <ChevronLeftIcon />
      </button>
    ) : null;

  return (
    <Sidebar
      open={open}
      onClose={closeModal}
      title={t(authViewTitle[view])}
      titleKey={view}
      before={back}
      fallbackFocus='[data-testid="account-toggle"]'
      testId="auth-drawer"
    >
      <div className="p-4" data-view={view}>
        {view === 'SIGN_IN' ? (
          <div className="space-y-4">
            <p className="text-sm text-muted">{t('signInIntro')}</p>
            <SignInForm onView={setView} onDone={closeModal} />
          </div>
        ) : view === 'CREATE_ACCOUNT' ? (
          <div className="space-y-4">
            <p className="text-sm text-muted">{t('registerIntro')}</p>
            <RegisterForm onView={setView} />
          </div>
        ) : view === 'FORGOT_PASSWORD' ? (
          <ForgotPasswordForm onView={setView} />
        ) : (
          <div className="-mx-4 space-y-2">
            {firstname ? (
              <p className="px-4 font-semibold">{header('accountGreeting', { name: firstname })}</p>
            ) : null}
            <AccountMenu onNavigate={closeModal} />
          </div>
        )}
      </div>
    </Sidebar>
  );
}
