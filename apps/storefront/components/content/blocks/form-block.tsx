import { getLocale, getMessages } from 'next-intl/server';
import type { ContentBlock } from '@/lib/commerce/types';
import { ClientMessagesProvider } from '@/lib/i18n/client';
import { clientMessages } from '@/lib/i18n/client-namespaces';
import type { Locale } from '@/lib/i18n/locales';
import { ContactFormBlock, NewsletterFormBlock } from './interactive-blocks';

/**
 * One of the shop's own forms in a page: the contact form (its code and texts come only with
 * this block) or the newsletter sign-up, the footer's form.
 */
export async function FormBlockView({
  block,
  fallbackTitle,
}: {
  block: Extract<ContentBlock, { type: 'form' }>;
  fallbackTitle: string;
}) {
  const headingId = `${block.id}-title`;
  const heading = (
    <>
      <h2 id={headingId} className="mb-2 text-2xl font-bold text-brand">
        {block.title ?? fallbackTitle}
      </h2>
      {block.text ? <p className="mb-4 max-w-2xl">{block.text}</p> : null}
    </>
  );
  if (block.form === 'newsletter')
    return (
      <section
        aria-labelledby={headingId}
        className="rounded-lg bg-brand-dark p-5 text-white md:p-8 [&_h2]:text-white"
      >
        {heading}
        <div className="max-w-md">
          <NewsletterFormBlock />
        </div>
      </section>
    );
  const locale = (await getLocale()) as Locale;
  const all = await getMessages({ locale });
  const messages = { ...clientMessages(all), Contact: all.Contact, Validation: all.Validation };
  return (
    <section aria-labelledby={headingId} className="max-w-3xl">
      {heading}
      <ClientMessagesProvider locale={locale} messages={messages}>
        <ContactFormBlock />
      </ClientMessagesProvider>
    </section>
  );
}
