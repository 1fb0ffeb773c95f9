import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The audit area's screens (routes below /audit). */
export function AuditScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('audit')} />;
}
