import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TextField } from '@/components/TextField';
import { AdminEraseCustomerDocument, type AdminEraseCustomerMutation } from '@/generated/graphql';
import { AdminRequestError, adminRequest } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { customersMessages } from './messages';

type Erasure = AdminEraseCustomerMutation['adminEraseCustomer'];

/**
 * Erasure behind a dialog that asks for the account's e-mail address, typed: a click alone
 * cannot erase anyone. The engine checks the address again under the account's lock.
 */
export function EraseCustomerDialog({
  id,
  email,
  name,
  onErased,
}: {
  id: string;
  email: string;
  name: string;
  onErased: (erasure: Erasure) => void;
}) {
  const t = useMessages(customersMessages);
  const queryClient = useQueryClient();
  const form = useForm<{ confirmEmail: string }>({ defaultValues: { confirmEmail: '' } });
  const erase = useMutation({
    mutationFn: async (confirmEmail: string) =>
      (await adminRequest(AdminEraseCustomerDocument, { id, confirmEmail })).adminEraseCustomer,
    onSuccess: async (erasure) => {
      await queryClient.invalidateQueries({ queryKey: ['adminCustomers'] });
      await queryClient.invalidateQueries({ queryKey: ['adminCustomer', id] });
      onErased(erasure);
    },
  });
  const mismatch =
    erase.error instanceof AdminRequestError && erase.error.field === 'confirm_email';

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) {
          form.reset();
          erase.reset();
        }
      }}
    >
      <Button look="danger">{t('erase')}</Button>
      <ModalOverlay
        isDismissable
        className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4"
      >
        <Modal className="w-full max-w-lg rounded bg-white p-6 shadow-xl">
          <Dialog role="alertdialog" className="outline-none">
            {({ close }) => (
              <form
                noValidate
                onSubmit={form.handleSubmit(({ confirmEmail }) => erase.mutate(confirmEmail))}
              >
                <Heading slot="title" className="mb-3 text-xl font-semibold">
                  {t('eraseTitle', { name })}
                </Heading>
                <p className="mb-2">{t('eraseText')}</p>
                <p className="mb-4 text-slate-700">{t('eraseKept')}</p>
                <TextField
                  label={t('eraseConfirmLabel')}
                  hint={t('eraseConfirmHint', { email })}
                  type="email"
                  autoComplete="off"
                  autoFocus
                  error={
                    form.formState.errors.confirmEmail?.message ??
                    (mismatch ? t('eraseMismatch') : undefined)
                  }
                  {...form.register('confirmEmail', {
                    validate: (value) =>
                      value.trim().toLowerCase() === email.toLowerCase() || t('eraseMismatch'),
                  })}
                />
                {erase.error && !mismatch && <ErrorNotice error={erase.error} />}
                <div className="mt-4 flex flex-wrap justify-end gap-2">
                  <Button onPress={close}>{t('cancel')}</Button>
                  <Button type="submit" look="danger" isDisabled={erase.isPending}>
                    {t('eraseSubmit')}
                  </Button>
                </div>
              </form>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
