import type { ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { Empty, Loading } from './StateNotices';

/**
 * The four states of a list screen's query: loading, failed (with a retry), empty (the screen's
 * own words for it) and the rows, which the screen renders.
 */
export function ListStates<T extends { items: readonly unknown[] }>({
  query,
  data,
  emptyText,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  data: T | undefined;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return null;
  if (data.items.length === 0) return <Empty text={emptyText} />;
  return <>{children(data)}</>;
}
