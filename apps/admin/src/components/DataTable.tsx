import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { commonMessages } from '@/lib/common-messages';
import { useMessages } from '@/lib/i18n';
import { Button } from './Button';
import { ScrollRegion } from './ScrollRegion';

/**
 * A table of one page of server-side rows (TanStack Table with manual paging: the engine
 * filters, sorts and pages; the table only renders). The caption names the table for screen
 * readers; it is visually hidden when the page's heading already says it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  hiddenCaption = true,
  rowKey,
}: {
  caption: string;
  columns: ColumnDef<Row, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  rows: Row[];
  hiddenCaption?: boolean;
  rowKey: (row: Row) => string;
}) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    manualSorting: true,
    getRowId: rowKey,
  });
  return (
    <ScrollRegion label={caption} className="rounded border border-slate-300 bg-white">
      <table className="w-full border-collapse text-left text-sm">
        <caption className={hiddenCaption ? 'sr-only' : 'p-2 text-left font-medium'}>
          {caption}
        </caption>
        <thead className="bg-slate-100">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2 font-semibold">
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Previous/next for keyset pages: the engine gives a cursor for the next page only. */
export function KeysetPager({
  page,
  hasNext,
  onPrevious,
  onNext,
}: {
  page: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useMessages(commonMessages);
  return (
    <nav aria-label={t('pageOf', { page })} className="mt-3 flex items-center gap-3">
      <Button isDisabled={page <= 1} onPress={onPrevious}>
        {t('previousPage')}
      </Button>
      <span aria-live="polite">{t('pageOf', { page })}</span>
      <Button isDisabled={!hasNext} onPress={onNext}>
        {t('nextPage')}
      </Button>
    </nav>
  );
}
