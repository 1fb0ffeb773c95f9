'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { isOpenAt, type OpeningSchedule } from '@/lib/layout/opening-hours';

/**
 * 'Now available' during opening hours (spec §2, §4). Decided in the browser with its clock, so
 * cached pages stay right; nothing is shown until then.
 */
export function Availability({ schedule }: { schedule: OpeningSchedule }) {
  const t = useTranslations('Footer');
  const [open, setOpen] = useState<boolean | null>(null);
  useEffect(() => {
    const update = () => setOpen(isOpenAt(schedule, new Date()));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [schedule]);
  if (open === null) return <span className="block h-6" aria-hidden="true" />;
  return (
    <span
      className={`inline-flex h-6 items-center gap-2 text-sm font-semibold ${open ? 'text-success' : 'text-muted'}`}
      data-testid="availability"
      data-open={open ? 'true' : 'false'}
    >
      <span
        className={`size-2.5 rounded-full ${open ? 'bg-success' : 'bg-gray-400'}`}
        aria-hidden="true"
      />
      {open ? t('nowAvailable') : t('closedNow')}
    </span>
  );
}
