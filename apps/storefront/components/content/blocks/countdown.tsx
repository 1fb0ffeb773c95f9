'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from '@/lib/i18n/client';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Time left until the deal ends; rendered in the browser so cached pages stay right. With
 * `hideWhenEnded` (an element's id) that element is hidden once the time is up.
 */
export function Countdown({ until, hideWhenEnded }: { until: string; hideWhenEnded?: string }) {
  const t = useTranslations('Deal');
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = now === null ? null : Math.max(0, Date.parse(until) - now);
  useEffect(() => {
    if (left === 0 && hideWhenEnded)
      document.getElementById(hideWhenEnded)?.setAttribute('hidden', '');
  }, [left, hideWhenEnded]);
  if (left === null) return <span className="block h-7" aria-hidden="true" />;
  if (left === 0) return <span className="text-sm font-semibold">{t('ended')}</span>;
  const seconds = Math.floor(left / 1000);
  const days = Math.floor(seconds / 86_400);
  const time = t('time', {
    hours: pad(Math.floor((seconds % 86_400) / 3600)),
    minutes: pad(Math.floor((seconds % 3600) / 60)),
    seconds: pad(seconds % 60),
  });
  return (
    <span
      className="inline-flex h-7 items-center gap-2 font-mono text-lg font-bold tabular-nums"
      data-testid="deal-countdown"
    >
      <span className="font-sans text-sm font-semibold">{t('endsIn')}</span>
      {days > 0 ? <span>{t('days', { count: days })}</span> : null}
      <span>{time}</span>
    </span>
  );
}
