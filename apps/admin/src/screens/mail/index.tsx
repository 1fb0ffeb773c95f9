import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The mail area's screens (routes below /mail). */
export function MailScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('mail')} />;
}
