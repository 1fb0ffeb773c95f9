import { getTranslations } from 'next-intl/server';
import { linkFromQuery } from '@/lib/newsletter/newsletter-link';
import { NewsletterLinkAction } from './newsletter-link-action';

/** /newsletter/confirm and /newsletter/unsubscribe: the link's address and its one button. */
export async function NewsletterLinkPage({
  action,
  query,
}: {
  action: 'confirm' | 'unsubscribe';
  query: Record<string, string | string[] | undefined>;
}) {
  const t = await getTranslations('Newsletter');
  const link = linkFromQuery(action, query);
  return (
    <div className="container-shop max-w-2xl space-y-4 py-10">
      <h1 className="text-2xl font-bold text-brand sm:text-3xl">
        {action === 'confirm' ? t('confirmTitle') : t('unsubscribeTitle')}
      </h1>
      {link ? (
        <>
          <p>
            {action === 'confirm'
              ? t('confirmIntro', { email: link.email })
              : t('unsubscribeIntro', { email: link.email })}
          </p>
          <NewsletterLinkAction link={link} />
        </>
      ) : (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {t('invalidLink')}
        </p>
      )}
    </div>
  );
}
