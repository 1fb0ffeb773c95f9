import { commonMessages } from '@/lib/common-messages';
import { useMessages } from '@/lib/i18n';

export function Loading() {
  const t = useMessages(commonMessages);
  return (
    <p role="status" aria-live="polite" className="my-4 text-slate-600">
      {t('loading')}
    </p>
  );
}

export function Empty({ text }: { text?: string }) {
  const t = useMessages(commonMessages);
  return <p className="my-4 text-slate-600">{text ?? t('empty')}</p>;
}

/** A screen the role may not open: the engine would refuse it too. */
export function NotAllowed() {
  const t = useMessages(commonMessages);
  return (
    <section aria-labelledby="not-allowed" className="max-w-xl">
      <h1 id="not-allowed" className="mb-2 text-2xl font-semibold">
        {t('notAllowedTitle')}
      </h1>
      <p>{t('notAllowedText')}</p>
    </section>
  );
}

export function NotFound() {
  const t = useMessages(commonMessages);
  return (
    <section aria-labelledby="not-found" className="max-w-xl">
      <h1 id="not-found" className="mb-2 text-2xl font-semibold">
        {t('notFoundTitle')}
      </h1>
      <p>{t('notFoundText')}</p>
    </section>
  );
}
