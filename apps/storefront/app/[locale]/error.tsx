'use client';

import { useEffect } from 'react';
import { useTranslations } from '@/lib/i18n/client';
import { MaintenanceView, ServerErrorView } from '@/components/errors/error-views';

/** Server errors: the maintenance page when the engine is down, the error page otherwise. */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useTranslations('Errors');
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (error.digest === 'ENGINE_UNAVAILABLE') {
    return (
      <MaintenanceView
        title={t('maintenanceTitle')}
        text={t('maintenanceText')}
        retry={t('retry')}
        reset={reset}
      />
    );
  }
  return (
    <ServerErrorView
      title={t('serverErrorTitle')}
      text={t('serverErrorText')}
      retry={t('tryAgain')}
      reset={reset}
    />
  );
}
