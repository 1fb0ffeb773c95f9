import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { axeViolations } from './axe-support';
import { addThroughApi, buyableSkus, clickUntil } from './cart-support';
import { e2eMailDir, waitForMail } from './mail-support';
import { DESKTOP, MOBILE, snapshot } from './support';

/** The first mail whose file name holds `part` (keys with a time or an id in them). */
async function waitForMailNamed(part: string): Promise<{ name: string; mail: ParsedMail }> {
  const find = async () =>
    (await readdir(e2eMailDir).catch(() => [] as string[])).find((name) => name.includes(part)) ??
    null;
  await expect.poll(find, { message: `a mail ${part}`, timeout: 30_000 }).not.toBeNull();
  const name = (await find())!;
  return { name, mail: await simpleParser(await readFile(path.join(e2eMailDir, name))) };
}

const fileKey = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_');

/** The shop path of a mailed link (the mail names the shop's public address). */
function linkIn(mail: ParsedMail, route: string): string {
  const found = new RegExp(`https?://[^\\s"<>]+${route}\\?[^\\s"<>]+`).exec(mail.text ?? '');
  expect(found, `a ${route} link in "${mail.subject}"`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const [label, size] of [
  ['390', MOBILE],
  ['1280', DESKTOP],
] as const) {
  test(`newsletter double opt-in at ${label} px: footer sign-up, mailed link, subscribed, 15 % coupon in the cart, unsubscribe`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `nieuwsbrief-${label}-${Date.now().toString(36)}@example.nl`;
    await page.setViewportSize(size);
    await page.goto('/');
    const form = page.getByTestId('newsletter-form');
    await form.scrollIntoViewIfNeeded();
    const field = form.getByRole('textbox');
    await field.fill('geen-adres');
    await expect(form.getByText(/geldig e-mailadres/)).toBeVisible();
    await clickUntil(
      page,
      async () => {
        await field.fill(email);
        await form.getByRole('button', { name: 'Inschrijven' }).click();
      },
      () =>
        expect(page.getByTestId('newsletter-status')).toContainText('e-mail', { timeout: 3000 }),
    );
    await snapshot(page, testInfo, `newsletter-signed-up-${label}`, { fullPage: false });

    const confirmation = await waitForMailNamed(`newsletter-confirmation_${fileKey(email)}`);
    expect(confirmation.mail.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief');
    await page.goto(linkIn(confirmation.mail, '/newsletter/confirm'));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('bevestigen');
    await expectNoAxeViolations(page);
    await clickUntil(
      page,
      () => page.getByRole('button', { name: 'Aanmelding bevestigen' }).click(),
      () => expect(page.getByTestId('newsletter-state')).toBeVisible({ timeout: 3000 }),
    );
    await expect(page.getByTestId('newsletter-state')).toHaveAttribute('data-state', 'SUBSCRIBED');
    await expect(page.getByTestId('coupon-note')).toContainText('15% korting');
    await expectNoAxeViolations(page);
    await snapshot(page, testInfo, `newsletter-confirmed-${label}`);

    const welcome = await waitForMail(`newsletter-welcome:${email}`);
    const code = /WELKOM-[2-9A-Z]{12}/.exec(welcome.text ?? '')?.[0];
    expect(code).toBeDefined();

    const [sku] = await buyableSkus(request, 1);
    expect(await addThroughApi(page, [sku!])).toBe(1);
    await page.goto('/cart');
    const coupon = page.locator('#coupon-code');
    await clickUntil(
      page,
      async () => {
        await coupon.fill(code!);
        await page.getByRole('button', { name: 'Toepassen' }).click();
      },
      () => expect(page.getByText(`Kortingscode ${code}`).first()).toBeVisible({ timeout: 3000 }),
    );
    await expect(page.getByText(/Nieuwsbriefkorting 15%/).first()).toBeVisible();
    await snapshot(page, testInfo, `newsletter-coupon-in-cart-${label}`);

    await page.goto(linkIn(welcome, '/newsletter/unsubscribe'));
    await expectNoAxeViolations(page);
    await clickUntil(
      page,
      () => page.getByRole('button', { name: 'Afmelden' }).click(),
      () => expect(page.getByTestId('newsletter-state')).toBeVisible({ timeout: 3000 }),
    );
    await expect(page.getByTestId('newsletter-state')).toHaveAttribute(
      'data-state',
      'UNSUBSCRIBED',
    );
  });

  test(`contact form at ${label} px mails the shop and confirms to the shopper`, async ({
    page,
  }, testInfo) => {
    const email = `contact-${label}-${Date.now().toString(36)}@example.nl`;
    await page.setViewportSize(size);
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
    await expectNoAxeViolations(page);
    const form = page.getByTestId('contact-form');
    await clickUntil(
      page,
      () => form.getByRole('button', { name: 'Versturen' }).click(),
      () =>
        expect(form.getByText('Je bent vergeten je e-mailadres in te vullen')).toBeVisible({
          timeout: 3000,
        }),
    );
    await form.getByLabel('Voornaam').fill('Anna');
    await form.getByLabel('Achternaam').fill('de Vries');
    await form.getByLabel('E-mailadres').fill(email);
    await form.getByLabel('Onderwerp').fill('Levertijd wasmachine');
    await form.getByLabel('Bericht').fill('Wanneer wordt mijn wasmachine geleverd?');
    await snapshot(page, testInfo, `contact-form-${label}`);
    await form.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('5 minuten');
    await expectNoAxeViolations(page);

    // Other journeys may write contact mails too: the one to this address names the message id.
    const receivedId = async () => {
      const names = (await readdir(e2eMailDir).catch(() => [] as string[])).filter((name) =>
        name.includes('contact-received_'),
      );
      for (const name of names) {
        const mail = await simpleParser(await readFile(path.join(e2eMailDir, name)));
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        if (to?.text.includes(email)) return /contact-received_(\d+)\.eml$/.exec(name)?.[1] ?? null;
      }
      return null;
    };
    await expect
      .poll(receivedId, { message: `the confirmation to ${email}`, timeout: 30_000 })
      .not.toBeNull();
    const id = await receivedId();
    const toShop = await waitForMail(`contact-message:${id}`);
    expect(toShop.subject).toBe('Contactformulier: Levertijd wasmachine');
    expect(toShop.replyTo?.text).toContain(email);
    await snapshot(page, testInfo, `contact-sent-${label}`);
  });
}
