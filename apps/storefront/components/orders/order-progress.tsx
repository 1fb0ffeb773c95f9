import { progressStep, type OrderStatusCode } from '@/lib/commerce/orders';

const stepKeys = ['processing', 'readyToShip', 'shipped', 'delivered'] as const;

/** spec §2 progress bar: processing, ready to ship, shipped, delivered. */
export function OrderProgress({
  status,
  label,
  text,
}: {
  status: OrderStatusCode;
  label: string;
  text: (key: (typeof stepKeys)[number]) => string;
}) {
  const reached = progressStep(status);
  return (
    <ol aria-label={label} className="grid grid-cols-4 gap-1 text-center text-xs sm:text-sm">
      {stepKeys.map((key, index) => {
        const done = index < reached;
        return (
          <li
            key={key}
            aria-current={index === reached - 1 ? 'step' : undefined}
            className={`border-t-8 pt-2 ${done ? 'border-brand font-semibold text-brand' : 'border-line text-muted'}`}
          >
            {text(key)}
          </li>
        );
      })}
    </ol>
  );
}
