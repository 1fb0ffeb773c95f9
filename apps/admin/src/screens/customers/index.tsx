import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The customers area's screens (routes below /customers). */
export function CustomersScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('customers')} />;
}
