'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FieldError, FormField } from '@/components/checkout/form-field';
import { useTranslations } from '@/lib/i18n/client';
import { useUserActions } from '@/lib/user/user-actions';
import {
  contactFormSchema,
  type UserRequest,
  type UserRequestInput,
} from '@/lib/user/user-requests';

type ContactInput = UserRequestInput<'contactForm'>;
type ContactValues = UserRequest<'contactForm'>;

const empty: ContactInput = {
  prefix: '',
  firstname: '',
  middlename: '',
  lastname: '',
  email: '',
  telephone: '',
  subject: '',
  message: '',
  website: '',
};

/**
 * spec §3 contact form (salutation, names, e-mail, telephone, subject, message) with the same zod
 * schema /api/user checks, spec §5 messages, and a honeypot people never see.
 */
export function ContactForm() {
  const t = useTranslations('Contact');
  const { run, loading } = useUserActions();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: empty,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const busy = loading.contactForm;

  const submit = handleSubmit(async (values) => {
    const fields = Object.fromEntries(
      Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
    ) as ContactValues;
    const reply = await run('contactForm', fields);
    if (reply.status === 'success') {
      setSent(true);
      reset(empty);
      return;
    }
    for (const [field, message] of Object.entries(reply.fieldErrors ?? {})) {
      setError(field as keyof ContactInput, { message });
    }
  });

  if (sent) {
    return (
      <div
        role="status"
        className="space-y-3 rounded-lg bg-brand-light p-5"
        data-testid="contact-sent"
      >
        <h2 className="text-xl font-bold text-brand">{t('sentTitle')}</h2>
        <p>{t('sentText')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => setSent(false)}>
          {t('another')}
        </button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="contact-form">
      <div>
        <label htmlFor="contact-prefix" className="mb-1 block text-sm font-semibold">
          {t('prefix')}
        </label>
        <select
          id="contact-prefix"
          className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base sm:w-60"
          {...register('prefix')}
        >
          <option value="">{t('prefixNone')}</option>
          <option value={t('prefixMr')}>{t('prefixMr')}</option>
          <option value={t('prefixMrs')}>{t('prefixMrs')}</option>
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_2fr]">
        <FormField
          label={t('firstname')}
          autoComplete="given-name"
          error={errors.firstname?.message}
          {...register('firstname')}
        />
        <FormField
          label={t('middlename')}
          optional
          autoComplete="additional-name"
          error={errors.middlename?.message}
          {...register('middlename')}
        />
        <FormField
          label={t('lastname')}
          autoComplete="family-name"
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          label={t('telephone')}
          type="tel"
          optional
          autoComplete="tel"
          inputMode="tel"
          error={errors.telephone?.message}
          {...register('telephone')}
        />
      </div>
      <FormField
        label={t('subject')}
        maxLength={128}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <div>
        <label htmlFor="contact-message" className="mb-1 block text-sm font-semibold">
          {t('message')}
        </label>
        <textarea
          id="contact-message"
          rows={6}
          required
          maxLength={5000}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : undefined}
          className="w-full rounded-md border border-gray-400 px-3 py-2 text-base aria-invalid:border-red-700"
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      {/* A field people never see or reach: only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{t('website')}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        {busy ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
