import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { PageHeader } from '@/components/PageHeader';
import { Empty, Loading } from '@/components/StateNotices';
import {
  AdminReservationOneDocument,
  AdminReservationPickedUpDocument,
  AdminReservationReadyDocument,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useActionErrorText } from '@/screens/orders/action-errors';
import { reservationsMessages } from './messages';

/**
 * One reservation, as read out at the counter. Another store's answers exactly as a missing one:
 * the engine gives a store employee nothing of other stores.
 */
export function ReservationDetail() {
  const t = useMessages(reservationsMessages);
  const { language } = useLanguage();
  const { number = '' } = useParams();
  const client = useQueryClient();
  const errorText = useActionErrorText();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['adminReservation', number],
    queryFn: async () =>
      (await adminRequest(AdminReservationOneDocument, { number })).adminReservation,
  });
  const moved = (text: string) => {
    setError(null);
    setDone(text);
    return client.invalidateQueries({ queryKey: ['adminReservation', number] });
  };
  const ready = useMutation({
    mutationFn: () => adminRequest(AdminReservationReadyDocument, { number }),
    onSuccess: () => moved(t('readyDone', { number })),
    onError: (failure) => setError(errorText(failure)),
  });
  const pickedUp = useMutation({
    mutationFn: () => adminRequest(AdminReservationPickedUpDocument, { number }),
    onSuccess: () => moved(t('pickedUpDone', { number })),
    onError: (failure) => setError(errorText(failure)),
  });
  const reservation = query.data;
  return (
    <>
      <p className="mb-2">
        <Link to="/reservations" className="text-blue-700 underline">
          ← {t('back')}
        </Link>
      </p>
      <PageHeader title={t('detailTitle', { number })} />
      {query.isPending ? (
        <Loading />
      ) : query.error ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : !reservation ? (
        <Empty text={t('notFound', { number })} />
      ) : (
        <>
          <p role="status" aria-live="polite" className="mb-2 min-h-6 text-green-800">
            {done}
          </p>
          <dl className="mb-4 grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded border border-slate-300 bg-white p-4">
            <dt className="font-medium">{t('states')}</dt>
            <dd data-testid="reservation-state">{t(`state.${reservation.state}`)}</dd>
            <dt className="font-medium">{t('product')}</dt>
            <dd>
              {reservation.quantity} × {reservation.product_name} ({reservation.sku})
            </dd>
            <dt className="font-medium">{t('shopper')}</dt>
            <dd>
              {reservation.name}, {reservation.email}, {reservation.telephone}
            </dd>
            <dt className="font-medium">{t('placedAt')}</dt>
            <dd>{formatDateTime(reservation.created_at, language)}</dd>
            <dt className="font-medium">{t('holdUntil')}</dt>
            <dd>{formatDateTime(reservation.expires_at, language)}</dd>
            {reservation.ready_at && (
              <>
                <dt className="font-medium">{t('readyAt')}</dt>
                <dd>{formatDateTime(reservation.ready_at, language)}</dd>
              </>
            )}
            {reservation.picked_up_at && (
              <>
                <dt className="font-medium">{t('pickedUpAt')}</dt>
                <dd>{formatDateTime(reservation.picked_up_at, language)}</dd>
              </>
            )}
          </dl>
          {error && (
            <p
              role="alert"
              className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900"
            >
              {error}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            {reservation.state === 'TO_PREPARE' && (
              <Button look="primary" isDisabled={ready.isPending} onPress={() => ready.mutate()}>
                {t('markReady')}
              </Button>
            )}
            {(reservation.state === 'TO_PREPARE' || reservation.state === 'READY_FOR_PICKUP') && (
              <Button isDisabled={pickedUp.isPending} onPress={() => pickedUp.mutate()}>
                {t('pickedUp')}
              </Button>
            )}
          </div>
        </>
      )}
    </>
  );
}
