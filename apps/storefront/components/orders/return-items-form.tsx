'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useHydrated } from '@/components/account/use-hydrated';
import { useTranslations } from '@/lib/i18n/client';
import { submitReturn } from '@/lib/orders/return-actions';
import {
  maxReturnComment,
  returnFormSchema,
  returnReasons,
  returnRequestOf,
  type ReturnErrorCode,
  type ReturnForm,
} from '@/lib/orders/return-schema';

export interface ReturnableLine {
  sku: string;
  name: string;
  quantity: number;
}

/**
 * "Return items": how many of each delivered line, an optional reason from a short list and
 * optional words (the law lets a shop ask, never require). The engine checks the period and the
 * quantities again and refuses by code; the code is said here in the shopper's language.
 */
export function ReturnItemsForm({
  orderNumber,
  postcode,
  lines,
  until,
}: {
  orderNumber: string;
  /** The tracking page's postcode, for a guest's order; absent on the account's page. */
  postcode?: string;
  /** What may still be returned; none once every unit is in a return. */
  lines: ReturnableLine[];
  /** The period's last day, written in the page's language. */
  until: string;
}) {
  const t = useTranslations('Returns');
  const router = useRouter();
  const hydrated = useHydrated();
  const [refusal, setRefusal] = useState<ReturnErrorCode | null>(null);
  const [registered, setRegistered] = useState<string | null>(null);
  const emptyForm = (): ReturnForm => ({
    lines: lines.map((line) => ({ sku: line.sku, quantity: '0' })),
    reason: '',
    comment: '',
  });
  const form = useForm<ReturnForm>({
    resolver: zodResolver(returnFormSchema),
    defaultValues: emptyForm(),
    shouldFocusError: true,
  });
  // After a return the page is read again with fewer units left: the form starts over with them.
  const shape = lines.map((line) => `${line.sku}:${line.quantity}`).join(',');
  useEffect(() => {
    form.reset(emptyForm());
  }, [shape]);
  const { register, handleSubmit, formState } = form;
  const linesError = formState.errors.lines?.root?.message ?? formState.errors.lines?.message;
  const commentError = formState.errors.comment?.message;

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    const outcome = await submitReturn({
      orderNumber,
      ...(postcode === undefined ? {} : { postcode }),
      ...returnRequestOf(values),
    }).catch(() => ({ ok: false as const, code: 'unknown' as const }));
    if (!outcome.ok) {
      setRefusal(outcome.code);
      return;
    }
    setRegistered(outcome.return.number);
    router.refresh();
  });

  // Stays mounted when the page is read again after a return, so its confirmation stays shown.
  const confirmation = (
    <p role="status" className={registered ? 'rounded-md bg-brand-light p-3' : 'sr-only'}>
      {registered ? t('registered', { number: registered }) : ''}
    </p>
  );
  if (lines.length === 0) {
    return (
      <>
        {confirmation}
        <p>{t('allReturned')}</p>
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="return-form">
      <p>{t('until', { date: until })}</p>
      <fieldset aria-describedby={linesError ? 'return-lines-error' : undefined}>
        <legend className="mb-2 font-semibold">{t('chooseItems')}</legend>
        <ul className="space-y-2">
          {lines.map((line, index) => (
            <li key={line.sku} className="flex flex-wrap items-center justify-between gap-2">
              <label htmlFor={`return-quantity-${index}`} className="min-w-0 flex-1 break-words">
                {line.name}
              </label>
              <select
                id={`return-quantity-${index}`}
                className="min-h-11 w-24 rounded-md border border-gray-400 px-3 py-2"
                aria-invalid={linesError ? true : undefined}
                {...register(`lines.${index}.quantity`)}
              >
                {Array.from({ length: line.quantity + 1 }, (_, quantity) => (
                  <option key={quantity} value={String(quantity)}>
                    {quantity}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
        {linesError ? (
          <p id="return-lines-error" className="mt-1 text-sm text-red-700">
            {t(`errors.${linesError}`)}
          </p>
        ) : null}
      </fieldset>
      <div>
        <label htmlFor="return-reason" className="mb-1 block text-sm font-semibold">
          {t('reason')} <span className="font-normal text-muted">({t('optional')})</span>
        </label>
        <select
          id="return-reason"
          className="min-h-11 w-full rounded-md border border-gray-400 px-3 py-2 sm:w-auto"
          {...register('reason')}
        >
          <option value="">{t('noReason')}</option>
          {returnReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="return-comment" className="mb-1 block text-sm font-semibold">
          {t('comment')} <span className="font-normal text-muted">({t('optional')})</span>
        </label>
        <textarea
          id="return-comment"
          rows={3}
          maxLength={maxReturnComment}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? 'return-comment-error' : 'return-comment-hint'}
          className="w-full rounded-md border border-gray-400 px-3 py-2 text-base"
          {...register('comment')}
        />
        {commentError ? (
          <p id="return-comment-error" className="mt-1 text-sm text-red-700">
            {t(`errors.${commentError}`)}
          </p>
        ) : (
          <p id="return-comment-hint" className="mt-1 text-sm text-muted">
            {t('commentHint', { max: maxReturnComment })}
          </p>
        )}
      </div>
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {t(`errors.${refusal}`)}
        </p>
      ) : null}
      {confirmation}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!hydrated || formState.isSubmitting}
      >
        {formState.isSubmitting ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
