import { Link } from '@/i18n/navigation';
import type { ProductPageData } from '@/lib/commerce/types';

/** The cash-back action the product takes part in, with its button. */
export function Cashback({ action }: { action: ProductPageData['cashbackAction'] }) {
  if (!action) return null;
  return (
    <div className="rounded-lg border border-success bg-white p-4" data-testid="cashback">
      <h2 className="font-semibold text-success">{action.title}</h2>
      {action.description ? <p className="text-sm">{action.description}</p> : null}
      {action.button ? (
        <Link
          prefetch={false}
          href={action.button.href}
          className="mt-2 inline-flex min-h-10 items-center rounded bg-success px-4 text-sm font-semibold text-white"
        >
          {action.button.label}
        </Link>
      ) : null}
    </div>
  );
}
