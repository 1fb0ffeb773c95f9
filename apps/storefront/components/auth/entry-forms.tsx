'use client';

import { deferred } from '@/components/ui/deferred';

// The account-entry pages' forms in chunks of their own: the page's HTML shows them at once, and
// their code (react-hook-form, zod, the user actions) hydrates after the page around them
// instead of in one long task with it.
export const SignInEntryForm = deferred(() => import('./auth-forms').then((m) => m.SignInForm));
export const RegisterEntryForm = deferred(() => import('./auth-forms').then((m) => m.RegisterForm));
export const ForgotPasswordEntryForm = deferred(() =>
  import('./auth-forms').then((m) => m.ForgotPasswordForm),
);
export const ResetPasswordEntryForm = deferred(() =>
  import('./auth-forms').then((m) => m.ResetPasswordForm),
);
