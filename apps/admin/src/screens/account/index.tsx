import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The account area's screens (routes below /account). */
export function AccountScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('account')} />;
}
