import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { RetryButton } from './retry-button';

function ErrorShell({
  title,
  text,
  children,
  testId,
}: {
  title: string;
  text: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      className="container-shop flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center"
      data-testid={testId}
    >
      <h1 className="text-3xl font-bold text-brand">{title}</h1>
      <p className="max-w-xl text-lg text-muted">{text}</p>
      <div className="flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}

export function NotFoundView({ title, text, home }: { title: string; text: string; home: string }) {
  return (
    <ErrorShell title={title} text={text} testId="not-found">
      <Link href="/" className="btn btn-primary">
        {home}
      </Link>
    </ErrorShell>
  );
}

/** spec §2 server maintenance page with a retry button. */
export function MaintenanceView({
  title,
  text,
  retry,
  reset,
}: {
  title: string;
  text: string;
  retry: string;
  reset?: () => void;
}) {
  return (
    <ErrorShell title={title} text={text} testId="maintenance">
      <RetryButton label={retry} reset={reset} />
    </ErrorShell>
  );
}

export function ServerErrorView({
  title,
  text,
  retry,
  reset,
}: {
  title: string;
  text: string;
  retry: string;
  reset?: () => void;
}) {
  return (
    <ErrorShell title={title} text={text} testId="server-error">
      <RetryButton label={retry} reset={reset} />
    </ErrorShell>
  );
}
