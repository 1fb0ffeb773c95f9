import type { SimulatedOrder } from './simulator-orders.ts';

export interface PageMethod {
  title: string;
  issuers: readonly { id: string; name: string }[];
}

/**
 * The simulator's hosted payment page: the order, its amount and method, and a form to choose
 * the outcome (and the bank, for legacy iDEAL). Plain HTML with no script and no external
 * asset, so it works under the shop's page policy, by keyboard and at 390 px.
 */
export function renderPaymentPage(
  order: SimulatedOrder,
  method: PageMethod,
  finalState: string | null,
): string {
  const amount = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(
    order.amountCents / 100,
  );
  const euros = (cents: number) =>
    new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  const refunds = order.refunds
    .map(
      (refund) =>
        `<dt>Refunded</dt><dd data-refund="${escapeHtml(refund.id)}">${escapeHtml(euros(refund.amountCents))} – ${escapeHtml(refund.description)}</dd>`,
    )
    .join('\n      ');
  const details = `<dl>
      <dt>Order</dt><dd>${escapeHtml(order.reference)}</dd>
      <dt>Description</dt><dd>${escapeHtml(order.description)}</dd>
      <dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
      <dt>Method</dt><dd>${escapeHtml(method.title)}</dd>
      ${refunds}
    </dl>`;
  const body =
    finalState === null
      ? `${details}
    <form method="post">
      ${method.issuers.length > 0 ? issuerChoice(method.issuers, order.issuerId) : ''}
      <fieldset>
        <legend>Outcome of the payment</legend>
        ${outcomes.map(([value, label], index) => radio('outcome', value, label, index === 0)).join('\n        ')}
      </fieldset>
      <button type="submit">Confirm</button>
    </form>`
      : `${details}
    <p role="status">This payment is ${escapeHtml(finalState.toLowerCase())}.</p>
    <p><a href="${escapeHtml(order.returnUrl)}">Back to the shop</a></p>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>Pay.nl simulator – ${escapeHtml(order.reference)}</title>
    <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; color: #1a1a1a; background: #f4f5f7; }
      main { max-width: 28rem; margin: 0 auto; background: #fff; padding: 1rem 1.25rem; border-radius: 8px; }
      h1 { font-size: 1.25rem; margin-top: 0; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
      dt { font-weight: 600; }
      dd { margin: 0; overflow-wrap: anywhere; }
      fieldset { border: 1px solid #c4c8cf; border-radius: 6px; margin: 0 0 1rem; padding: 0.5rem 0.75rem; }
      label { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; cursor: pointer; }
      input[type=radio] { width: 1.25rem; height: 1.25rem; margin: 0; }
      button { width: 100%; min-height: 48px; font: inherit; font-weight: 600; color: #fff; background: #00507a; border: 0; border-radius: 6px; cursor: pointer; }
      :focus-visible { outline: 3px solid #f5a300; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <h1>Pay.nl simulator</h1>
      <p>No money moves here: choose how this payment ends.</p>
      ${body}
    </main>
  </body>
</html>
`;
}

export const outcomes = [
  ['paid', 'Paid'],
  ['pending', 'Pending'],
  ['cancelled', 'Cancelled'],
  ['denied', 'Denied'],
] as const;

export type Outcome = (typeof outcomes)[number][0];

function issuerChoice(
  issuers: readonly { id: string; name: string }[],
  chosen: string | null,
): string {
  const selected =
    chosen && issuers.some((issuer) => issuer.id === chosen) ? chosen : issuers[0]!.id;
  return `<fieldset>
        <legend>Bank</legend>
        ${issuers.map((issuer) => radio('issuer', issuer.id, issuer.name, issuer.id === selected)).join('\n        ')}
      </fieldset>`;
}

function radio(name: string, value: string, label: string, checked: boolean): string {
  const id = `${name}-${value}`;
  return `<label for="${escapeHtml(id)}"><input type="radio" id="${escapeHtml(id)}" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''} required> ${escapeHtml(label)}</label>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
