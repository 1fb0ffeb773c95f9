import { getTranslations } from 'next-intl/server';

/**
 * The footer newsletter form before its code has loaded (newsletter-form-on-demand.tsx): the
 * same field, button and status line as newsletter-form.tsx, rendered on the server.
 */
export async function NewsletterPlainForm() {
  const t = await getTranslations('Newsletter');
  return (
    <form noValidate className="space-y-2" data-testid="newsletter-form">
      <div className="flex gap-2">
        <label htmlFor="newsletter-email" className="sr-only">
          {t('emailLabel')}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t('emailPlaceholder')}
          className="min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-3 py-2 text-base text-ink"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          {t('submit')}
        </button>
      </div>
      <p role="status" className="text-sm" data-testid="newsletter-status" />
    </form>
  );
}
