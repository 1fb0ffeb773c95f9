'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';

/** Retries the page: re-renders on the server, or calls the error boundary's reset. */
export function RetryButton({ label, reset }: { label: string; reset?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className="btn btn-primary"
      disabled={pending}
      data-testid="retry"
      onClick={() =>
        startTransition(() => {
          router.refresh();
          reset?.();
        })
      }
    >
      {label}
    </button>
  );
}
