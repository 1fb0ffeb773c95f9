import type { AdminOrderFilterInput, OrderStatusEnum } from '@/generated/graphql';

export const orderStatuses: OrderStatusEnum[] = [
  'PENDING_PAYMENT',
  'PROCESSING',
  'READY_TO_SHIP',
  'SHIPPED',
  'DELIVERED',
  'CANCELED',
];

/** "12,50" or "12.50" euros as cents; undefined when empty or not an amount. */
export function euroCents(text: string | null): number | undefined {
  if (!text) return undefined;
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The list's filters live in the address (shareable, back button), read here for the engine. */
export function filterFromParams(params: URLSearchParams): {
  filter: AdminOrderFilterInput;
  search: string | null;
} {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((code): code is OrderStatusEnum => orderStatuses.includes(code as OrderStatusEnum));
  const filter: AdminOrderFilterInput = {};
  if (statuses.length > 0) filter.status = statuses;
  const from = params.get('from');
  if (from) filter.placed_from = from === 'today' ? shopToday() : from;
  if (params.get('to')) filter.placed_to = params.get('to');
  if (params.get('store')) filter.pickup_store = params.get('store');
  if (params.get('method')) filter.payment_method = params.get('method');
  const min = euroCents(params.get('min'));
  const max = euroCents(params.get('max'));
  if (min !== undefined) filter.grand_total_min_cents = min;
  if (max !== undefined) filter.grand_total_max_cents = max;
  const search = params.get('q')?.trim() || null;
  return { filter, search };
}

/** Today in the shop's calendar (Europe/Amsterdam), as the engine's filter reads a day. */
export function shopToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}
