import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The reservations area's screens (routes below /reservations). */
export function ReservationsScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('reservations')} />;
}
