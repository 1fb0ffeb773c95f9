'use client';

import { useEffect, useState } from 'react';
import { connectionConfig } from '@/lib/config/connection';

/**
 * spec §8: 'You are offline. Some features may be unavailable.' while the browser is offline,
 * and a short 'back online' when it returns. A polite status region that is always in the page
 * (empty), so screen readers announce what appears in it. The texts come from the server.
 */
export function ConnectionNotice({ offline, online }: { offline: string; online: string }) {
  const [state, setState] = useState<'offline' | 'online' | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const goneOffline = () => {
      clearTimeout(timer);
      setState('offline');
    };
    const backOnline = () => {
      setState('online');
      timer = setTimeout(() => setState(null), connectionConfig.backOnlineMs);
    };
    if (!navigator.onLine) goneOffline();
    window.addEventListener('offline', goneOffline);
    window.addEventListener('online', backOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('offline', goneOffline);
      window.removeEventListener('online', backOnline);
    };
  }, []);
  return (
    <div
      role="status"
      data-testid="connection-notice"
      data-state={state ?? undefined}
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4"
    >
      {state ? (
        <p
          className={`pointer-events-auto max-w-md rounded-md px-4 py-3 text-sm font-semibold shadow-lg ${
            state === 'offline' ? 'bg-ink text-white' : 'bg-green-800 text-white'
          }`}
        >
          {state === 'offline' ? offline : online}
        </p>
      ) : null}
    </div>
  );
}
