import { AdminRequestError } from '@/lib/admin-client';
import { commonMessages } from '@/lib/common-messages';
import { useMessages } from '@/lib/i18n';

type ErrorKey = keyof (typeof commonMessages)['en'];

const knownCodes = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'NETWORK',
  'TOO_MANY_REQUESTS',
]);

/** The words for an engine error: its code decides, the engine's own message is the detail. */
export function useErrorText() {
  const t = useMessages(commonMessages);
  return (error: unknown): string => {
    const code = error instanceof AdminRequestError ? error.code : 'INTERNAL_SERVER_ERROR';
    const detail = error instanceof Error ? error.message : String(error);
    const key = (
      knownCodes.has(code) ? `error.${code}` : 'error.INTERNAL_SERVER_ERROR'
    ) as ErrorKey;
    return t(key, { detail });
  };
}

/** An error announced to screen readers, with an optional retry. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const t = useMessages(commonMessages);
  const text = useErrorText();
  return (
    <div role="alert" className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900">
      <p>{text(error)}</p>
      {onRetry && (
        <button type="button" className="mt-2 underline" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
