import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The staff area's screens (routes below /staff). */
export function StaffScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('staff')} />;
}
