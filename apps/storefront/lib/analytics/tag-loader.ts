import { analyticsConfig, tagScriptUrl, type TagSetup } from '@/lib/config/analytics';
import { consentCookie } from '@/lib/consent/consent-cookie';
import { consentChangeEvent } from '@/lib/consent/consent-state';

export interface TagLoaderSettings {
  mode: TagSetup['mode'];
  id: string;
  src: string;
  cookie: string;
  version: number;
  event: string;
  waitMs: number;
}

/* eslint-disable no-var -- runs as written in the page's inline script, before any bundle. */
/**
 * The tag loader (spec §7), run as an inline script at the top of the page. Until the visitor
 * allows analytics or marketing it does nothing: no data layer, no gtag, no request. With that
 * consent (stored, or given now) it writes Google Consent Mode v2's defaults (everything
 * denied but functionality and security) and at once the update for the choice, then loads the
 * tag's script with the page's nonce. Later changes only update the consent. It is a plain
 * function without imports: its source is the script.
 */
export function tagLoader(w: Window, d: Document, s: TagLoaderSettings): void {
  var started = false;
  var script = d.currentScript as HTMLScriptElement | null;
  var nonce = script ? script.nonce || script.getAttribute('nonce') : null;
  var tagWindow = w as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  function gtag(..._args: unknown[]) {
    // gtag.js and GTM read the Arguments object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    (tagWindow.dataLayer = tagWindow.dataLayer || []).push(arguments);
  }
  function stored(): { analytics: boolean; marketing: boolean } | null {
    var parts = d.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i]!.trim();
      if (part.indexOf(s.cookie + '=') !== 0) continue;
      try {
        var value = JSON.parse(decodeURIComponent(part.slice(s.cookie.length + 1)));
        if (value && value.v === s.version && typeof value.a === 'boolean')
          return { analytics: value.a, marketing: value.m === true };
      } catch {
        return null;
      }
    }
    return null;
  }
  function granted(yes: boolean) {
    return yes ? 'granted' : 'denied';
  }
  function apply(choice: { analytics: boolean; marketing: boolean } | null) {
    if (!choice || (!started && !choice.analytics && !choice.marketing)) return;
    var update = {
      analytics_storage: granted(choice.analytics),
      ad_storage: granted(choice.marketing),
      ad_user_data: granted(choice.marketing),
      ad_personalization: granted(choice.marketing),
    };
    if (started) {
      gtag('consent', 'update', update);
      return;
    }
    started = true;
    gtag('consent', 'default', {
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
      wait_for_update: s.waitMs,
    });
    gtag('consent', 'update', update);
    if (s.mode === 'gtm')
      tagWindow.dataLayer!.push({ 'gtm.start': new Date().getTime(), event: 'gtm.js' });
    else {
      gtag('js', new Date());
      gtag('config', s.id);
    }
    tagWindow.gtag = gtag;
    var tag = d.createElement('script');
    tag.async = true;
    tag.src = s.src;
    if (nonce) tag.setAttribute('nonce', nonce);
    d.head.appendChild(tag);
  }
  w.addEventListener(s.event, function (event) {
    apply((event as CustomEvent<{ analytics: boolean; marketing: boolean }>).detail);
  });
  apply(stored());
}
/* eslint-enable no-var */

export function tagLoaderSettings(tag: TagSetup): TagLoaderSettings {
  return {
    mode: tag.mode,
    id: tag.id,
    src: tagScriptUrl(tag),
    cookie: consentCookie.name,
    version: consentCookie.version,
    event: consentChangeEvent,
    waitMs: analyticsConfig.consentWaitMs,
  };
}

/** The inline script's text; `<` is escaped so nothing in the settings can end the script. */
export function tagLoaderScript(tag: TagSetup): string {
  const settings = JSON.stringify(tagLoaderSettings(tag)).replace(/</g, '\\u003c');
  return `(${tagLoader.toString()})(window,document,${settings});`;
}
