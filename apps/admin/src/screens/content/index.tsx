import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The content area's screens (routes below /content). */
export function ContentScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('content')} />;
}
