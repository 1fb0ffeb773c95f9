import { useState } from 'react';
import { Button } from '@/components/Button';
import { useMessages } from '@/lib/i18n';
import { staffMessages } from './messages';

/** A temporary password the engine answered once: shown here once, never kept by the app. */
export interface ShownPassword {
  name: string;
  email: string;
  password: string;
}

/**
 * The one showing of a temporary password (ADR 0028): a warning that it will not be shown again,
 * a copy button, and a button that forgets it once it has been handed over.
 */
export function TemporaryPassword({
  shown,
  onDismiss,
}: {
  shown: ShownPassword;
  onDismiss: () => void;
}) {
  const t = useMessages(staffMessages);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section
      aria-labelledby="temporary-password-heading"
      className="mb-6 rounded border-2 border-amber-500 bg-amber-50 p-4"
    >
      <h2 id="temporary-password-heading" className="mb-2 text-lg font-semibold">
        {t('passwordTitle')}
      </h2>
      <p className="mb-2">{t('passwordFor', { name: shown.name, email: shown.email })}</p>
      <p
        className="mb-3 inline-block rounded border border-slate-400 bg-white px-3 py-2 font-mono text-lg select-all"
        data-testid="temporary-password"
      >
        {shown.password}
      </p>
      <p className="mb-3 font-medium text-amber-900">{t('passwordWarning')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Button look="primary" onPress={() => void copy()}>
          {t('copy')}
        </Button>
        <Button onPress={onDismiss}>{t('handedOver')}</Button>
        <span role="status" className="text-sm">
          {copied === 'yes' ? t('copied') : copied === 'failed' ? t('copyFailed') : ''}
        </span>
      </div>
    </section>
  );
}
