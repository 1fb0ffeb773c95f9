import { useParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { useMessages } from '@/lib/i18n';
import { ordersMessages } from './messages';

/** One order: lines, totals, addresses, payments, mails, documents and the staff's actions. */
export function OrderDetail() {
  const t = useMessages(ordersMessages);
  const { number = '' } = useParams();
  return <PageHeader title={t('detailTitle', { number })} />;
}
