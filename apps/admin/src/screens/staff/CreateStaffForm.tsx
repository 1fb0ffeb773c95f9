import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { ErrorNotice } from '@/components/ErrorNotice';
import { TextField } from '@/components/TextField';
import { StaffAreaCreateDocument, type StaffMemberFieldsFragment } from '@/generated/graphql';
import { adminRequest, errorCode } from '@/lib/admin-client';
import { useMessages } from '@/lib/i18n';
import { staffMessages } from './messages';
import { SelectField } from './SelectField';
import { staffRoles, type StoreOption } from './staff-roles';

/**
 * The owner creates an account (ADR 0028): the engine makes a temporary password and answers
 * it this once; `onCreated` hands it to the screen to show.
 */
export function CreateStaffForm({
  stores,
  onCreated,
  onCancel,
}: {
  stores: StoreOption[];
  onCreated: (staff: StaffMemberFieldsFragment, password: string) => void;
  onCancel: () => void;
}) {
  const t = useMessages(staffMessages);
  const [error, setError] = useState<unknown>(null);
  const schema = z
    .object({
      name: z.string().trim().min(1, t('required')).max(255),
      email: z
        .string()
        .trim()
        .min(1, t('required'))
        .max(254, t('emailFormat'))
        // The engine's own check (staff-accounts.ts); it has the last word.
        .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, t('emailFormat')),
      role: z.enum(staffRoles),
      store: z.string(),
    })
    .refine((values) => values.role !== 'STORE_EMPLOYEE' || values.store !== '', {
      path: ['store'],
      message: t('storeRequired'),
    });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', role: 'STAFF', store: '' },
  });
  const role = form.watch('role');
  const submit = form.handleSubmit(async (values: Values) => {
    setError(null);
    try {
      const { adminCreateStaff } = await adminRequest(StaffAreaCreateDocument, {
        input: {
          name: values.name,
          email: values.email,
          role: values.role,
          store_code: values.role === 'STORE_EMPLOYEE' ? values.store : null,
        },
      });
      form.reset();
      onCreated(adminCreateStaff.staff, adminCreateStaff.temporary_password);
    } catch (caught) {
      setError(caught);
    }
  });
  const errors = form.formState.errors;
  return (
    <section
      aria-labelledby="create-staff-heading"
      className="mb-6 max-w-xl rounded border border-slate-300 bg-white p-4"
    >
      <h2 id="create-staff-heading" className="mb-3 text-lg font-semibold">
        {t('createTitle')}
      </h2>
      <form onSubmit={submit} noValidate>
        <TextField
          label={t('name')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField label={t('role')} {...form.register('role')}>
          {staffRoles.map((value) => (
            <option key={value} value={value}>
              {t(`role.${value}`)}
            </option>
          ))}
        </SelectField>
        {role === 'STORE_EMPLOYEE' && (
          <SelectField
            label={t('store')}
            hint={t('storeHint')}
            error={errors.store?.message}
            {...form.register('store')}
          >
            <option value="">{t('chooseStore')}</option>
            {stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.name}
              </option>
            ))}
          </SelectField>
        )}
        {error ? (
          errorCode(error) === 'CONFLICT' ? (
            <p
              role="alert"
              className="my-3 rounded border border-red-300 bg-red-50 p-3 text-red-900"
            >
              {t('emailTaken')}
            </p>
          ) : (
            <ErrorNotice error={error} />
          )
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" look="primary" isDisabled={form.formState.isSubmitting}>
            {t('create')}
          </Button>
          <Button onPress={onCancel}>{t('cancel')}</Button>
        </div>
      </form>
    </section>
  );
}
