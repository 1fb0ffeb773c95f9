import { describe, expect, it } from 'vitest';
import type { MailLocale } from '../mail-port.ts';
import { renderMail } from './render-mail.ts';

const locales: MailLocale[] = ['nl', 'fr', 'de', 'en'];

describe('e-mail change mails', () => {
  it.each(locales)(
    'asks the new address in %s to confirm, with the link in both parts',
    (locale) => {
      const url = 'https://www.stroomhuis.nl/en/customer/account/confirmemail?token=abc&x=1';
      const mail = renderMail(
        { template: 'email-change-confirmation', data: { customerName: 'Jan', url } },
        locale,
      );
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(
        'href="https://www.stroomhuis.nl/en/customer/account/confirmemail?token=abc&amp;x=1"',
      );
      expect(mail.text).toContain('24');
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );

  it.each(locales)('tells the old address in %s where the account went', (locale) => {
    const mail = renderMail(
      {
        template: 'email-changed',
        data: {
          customerName: 'Jan',
          newEmail: 'jan<b>@example.com',
          resetUrl: 'https://www.stroomhuis.nl/customer/account/forgotpassword',
        },
      },
      locale,
    );
    expect(mail.text).toContain('jan<b>@example.com');
    expect(mail.html).toContain('jan&lt;b&gt;@example.com');
    expect(mail.text).toContain('/customer/account/forgotpassword');
  });

  it('has a subject of its own in every language', () => {
    const subjects = locales.flatMap((locale) => [
      renderMail(
        { template: 'email-change-confirmation', data: { customerName: '', url: 'https://x.nl' } },
        locale,
      ).subject,
      renderMail(
        {
          template: 'email-changed',
          data: { customerName: '', newEmail: 'a@b.nl', resetUrl: 'https://x.nl' },
        },
        locale,
      ).subject,
    ]);
    expect(new Set(subjects).size).toBe(8);
  });
});
