import { getTranslations } from 'next-intl/server';
import { connectionConfig } from '@/lib/config/connection';

export interface ConnectionTexts {
  offline: string;
  online: string;
  className: { offline: string; online: string };
  backOnlineMs: number;
}

/* eslint-disable no-var -- runs as written in the page's inline script. */
/**
 * spec §8: 'You are offline. Some features may be unavailable.' while the browser is offline,
 * and a short 'back online' when it returns. A polite status region, added empty when the
 * document is parsed so screen readers announce what later appears in it. It is plain DOM
 * outside React's tree (React leaves nodes it did not render at the end of the body alone): it
 * works before the page's code has loaded and adds nothing to it. Its source is the script.
 */
export function connectionNotice(w: Window, d: Document, s: ConnectionTexts): void {
  var region: HTMLElement | null = null;
  var timer: ReturnType<typeof setTimeout> | undefined;
  function show(state: 'offline' | 'online' | null) {
    if (!region) return;
    clearTimeout(timer);
    region.textContent = '';
    if (state) {
      var text = d.createElement('p');
      text.className = s.className[state];
      text.textContent = s[state];
      region.appendChild(text);
      region.setAttribute('data-state', state);
    } else region.removeAttribute('data-state');
    if (state === 'online')
      timer = setTimeout(function () {
        show(null);
      }, s.backOnlineMs);
  }
  function mount() {
    region = d.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('data-testid', 'connection-notice');
    region.className = 'pointer-events-none fixed inset-x-0 top-3 z-[60] flex justify-center px-4';
    d.body.appendChild(region);
    region.setAttribute('data-ready', 'true');
    if (w.navigator.onLine === false) show('offline');
  }
  w.addEventListener('offline', function () {
    show('offline');
  });
  w.addEventListener('online', function () {
    show('online');
  });
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', mount);
  else mount();
}
/* eslint-enable no-var */

const textClass =
  'pointer-events-auto max-w-md rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lg';

/** The notice's inline script, in the page's language. */
export async function ConnectionNotice() {
  const t = await getTranslations('Connection');
  const settings: ConnectionTexts = {
    offline: t('offline'),
    online: t('online'),
    className: { offline: `${textClass} bg-ink`, online: `${textClass} bg-green-800` },
    backOnlineMs: connectionConfig.backOnlineMs,
  };
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return (
    <script
      dangerouslySetInnerHTML={{
        __html: `(${connectionNotice.toString()})(window,document,${json});`,
      }}
    />
  );
}
