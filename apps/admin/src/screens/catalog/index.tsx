import { PageHeader } from '@/components/PageHeader';
import { areaMessages } from '@/app/navigation';
import { useMessages } from '@/lib/i18n';

/** The catalog area's screens (routes below /catalog). */
export function CatalogScreens() {
  const areaName = useMessages(areaMessages);
  return <PageHeader title={areaName('catalog')} />;
}
