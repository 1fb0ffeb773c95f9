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

interface RetryableErrorProps {
  title: string;
  text: string;
  retry: string;
  reset?: () => void;
}

function RetryableError({ testId, ...props }: RetryableErrorProps & { testId: string }) {
  return (
    <ErrorShell title={props.title} text={props.text} testId={testId}>
      <RetryButton label={props.retry} reset={props.reset} />
    </ErrorShell>
  );
}

/** spec §2 server maintenance page with a retry button. */
export function MaintenanceView(props: RetryableErrorProps) {
  return <RetryableError {...props} testId="maintenance" />;
}

export function ServerErrorView(props: RetryableErrorProps) {
  return <RetryableError {...props} testId="server-error" />;
}
