import { describe, expect, it, vi } from 'vitest';
import { renderDutch } from '@/components/cart/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';

// The first paint sends nothing; the actions are only called on submit.
vi.mock('@/lib/user/user-actions', () => ({
  useUserActions: () => ({ run: async () => null, loading: false }),
}));

const formTag = (html: string) => html.match(/<form[^>]*>/)?.[0] ?? '';

describe('the account-entry forms as the server renders them', () => {
  it.each([
    ['sign-in-form', <SignInForm key="sign-in" />, 'Inloggen'],
    ['register-form', <RegisterForm key="register" />, 'Account aanmaken'],
    ['forgot-password-form', <ForgotPasswordForm key="forgot" />, 'Verstuur link'],
    [
      'reset-password-form',
      <ResetPasswordForm key="reset" email="jan@example.com" token="t0ken" />,
      'Nieuw wachtwoord opslaan',
    ],
  ])('%s posts (a submit before hydration puts no password in an address)', (id, form, submit) => {
    const { html, text } = renderDutch(form);
    const tag = formTag(html);
    expect(tag).toContain(`data-testid="${id}"`);
    expect(tag).toContain('method="post"');
    // Not hydrated yet: journeys wait for data-ready.
    expect(tag).not.toContain('data-ready');
    expect(text).toContain(submit);
  });

  it('links to the other pages on a page, and switches the view in the drawer', () => {
    const onPage = renderDutch(<SignInForm />).html;
    expect(onPage).toContain('href="/customer/account/forgotpassword"');
    expect(onPage).toContain('href="/customer/account/create"');
    const inDrawer = renderDutch(<SignInForm onView={() => undefined} />).html;
    expect(inDrawer).not.toContain('href="/customer/account/forgotpassword"');
    expect(inDrawer).toMatch(/<button type="button"[^>]*>Wachtwoord vergeten\?<\/button>/);
  });

  it('gives password managers the reset link’s account beside the new password', () => {
    const { html, text } = renderDutch(<ResetPasswordForm email="jan@example.com" token="t0ken" />);
    expect(html).toMatch(/<input type="hidden" autoComplete="username" name="email"\/>/);
    expect(html).toMatch(/<input[^>]*autoComplete="new-password" name="password"/);
    expect(text).toContain('jan@example.com');
  });
});
