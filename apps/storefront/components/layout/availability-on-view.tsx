'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { OpeningSchedule } from '@/lib/layout/opening-hours';

const Availability = lazy(() =>
  import('./availability').then((module) => ({ default: module.Availability })),
);

/**
 * 'Now available' (availability.tsx), loaded when the service block comes near the screen: it
 * sits at the foot of every page, so most first visits never reach it, and it is decided in the
 * browser anyway. The placeholder keeps its height until then.
 */
export function AvailabilityOnView({ schedule }: { schedule: OpeningSchedule }) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const empty = <span ref={placeholder} className="block h-6" aria-hidden="true" />;
  if (!near) return empty;
  return (
    <Suspense fallback={empty}>
      <Availability schedule={schedule} />
    </Suspense>
  );
}
