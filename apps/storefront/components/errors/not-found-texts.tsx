'use client';

import { useTranslations } from '@/lib/i18n/client';
import { NotFoundView } from './error-views';

/**
 * The 404 page's texts, from the messages the locale layout hands the browser: they are in the
 * page's language however the boundary was reached (a server render of the boundary need not
 * follow the layout's, so the server's request language is not relied on).
 */
export function NotFoundTexts() {
  const t = useTranslations('Errors');
  return <NotFoundView title={t('notFoundTitle')} text={t('notFoundText')} home={t('backHome')} />;
}
