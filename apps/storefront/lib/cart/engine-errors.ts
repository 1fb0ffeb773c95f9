import { createTranslator } from 'next-intl';
import { shopperErrorReasons, type ParamKind } from '@webshop/commerce/contracts';
import { formatCents } from '@/lib/format/price';
import { toLanguageTag } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';

const catalogues = { nl, fr, de, en } as const;

/** The storefront's own refusals of /api/cart, said from the same namespace as the engine's. */
export const requestErrorKeys = [
  'REQUEST_INVALID',
  'REQUEST_TEXT_TOO_LONG',
  'REQUEST_UNKNOWN_TYPE',
  'REQUEST_NOT_SAME_ORIGIN',
  'REQUEST_NOT_JSON',
  'REQUEST_TOO_LARGE',
  'REQUEST_MALFORMED',
  'UNAVAILABLE',
] as const;

/**
 * Magento's coarse codes, said when an engine (another version, another client's error) gives no
 * reason: never the engine's English.
 */
export const coarseCodes = [
  'NOT_SALABLE',
  'COULD_NOT_FIND_CART_ITEM',
  'REQUIRED_PARAMETER_MISSING',
  'INVALID_PARAMETER_VALUE',
  'UNABLE_TO_PLACE_ORDER',
  'GUEST_EMAIL_MISSING',
  'CART_NOT_ACTIVE',
  'BAD_USER_INPUT',
] as const;

/** An engine refusal as the storefront receives it: the code, the reason and its values. */
export interface EngineError {
  code?: string | null;
  reason?: string | null;
  /** As GraphQL extensions carry them, or as the schema's ErrorParameter list. */
  params?: Record<string, unknown> | readonly { name: string; value: string }[] | null;
}

type Values = Record<string, string | number>;

function asRecord(params: EngineError['params']): Record<string, unknown> {
  if (!params) return {};
  if (Array.isArray(params)) {
    return Object.fromEntries(
      (params as { name: string; value: string }[]).map((p) => [p.name, p.value]),
    );
  }
  return params as Record<string, unknown>;
}

/** The reason's values as the catalogue's ICU messages take them, by the kind the engine declares. */
function messageValues(reason: string, params: EngineError['params'], locale: string): Values {
  const kinds: Record<string, ParamKind> =
    reason in shopperErrorReasons
      ? shopperErrorReasons[reason as keyof typeof shopperErrorReasons].params
      : {};
  const values: Values = {};
  for (const [name, raw] of Object.entries(asRecord(params))) {
    const kind = kinds[name] ?? 'text';
    const number = Number(raw);
    if (kind === 'count' && Number.isFinite(number)) values[name] = number;
    else if (kind === 'cents' && Number.isFinite(number))
      values[name] = formatCents(number, 'EUR', locale);
    else if (kind === 'date' && typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw))
      values[name] = new Intl.DateTimeFormat(toLanguageTag(locale), {
        dateStyle: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${raw}T00:00:00Z`));
    else values[name] = String(raw ?? '');
  }
  return values;
}

/** Whether the catalogue says this reason (all four catalogues hold the same keys, tested). */
export function hasEngineErrorText(reason: string | null | undefined): reason is string {
  return (
    typeof reason === 'string' && /^[A-Z_]+$/.test(reason) && Object.hasOwn(nl.EngineErrors, reason)
  );
}

/**
 * An engine (or /api/cart) refusal in the shopper's language: by the reason, else by the code,
 * else the catalogue's general sentence. A message missing a value it names falls back too.
 */
export function engineErrorText(locale: string, error: EngineError): string {
  const messages = catalogues[locale as keyof typeof catalogues] ?? catalogues.nl;
  const plain = createTranslator({ locale, messages, namespace: 'EngineErrors' });
  const fallback = plain('fallback');
  const t = createTranslator({
    locale,
    messages,
    namespace: 'EngineErrors',
    onError: () => undefined,
    getMessageFallback: () => fallback,
  });
  const say = t as unknown as (key: string, values?: Values) => string;
  const has = (key: string | null | undefined): key is string =>
    typeof key === 'string' && /^[A-Z_]+$/.test(key) && t.has(key as never);
  if (has(error.reason))
    return say(error.reason, messageValues(error.reason, error.params, locale));
  if (has(error.code)) return say(error.code, messageValues(error.code, error.params, locale));
  return fallback;
}
