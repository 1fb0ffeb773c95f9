import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The returns area's screens (routes below /returns). */
export function ReturnsScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('returns')} />;
}
