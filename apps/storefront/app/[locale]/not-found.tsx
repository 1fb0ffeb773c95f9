import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/error-views';

export default async function NotFound() {
  const t = await getTranslations('Errors');
  return <NotFoundView title={t('notFoundTitle')} text={t('notFoundText')} home={t('backHome')} />;
}
