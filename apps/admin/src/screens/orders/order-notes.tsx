import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/Button';
import {
  AdminOrderAddNoteDocument,
  type AdminOrderDetailFieldsFragment,
} from '@/generated/graphql';
import { adminRequest } from '@/lib/admin-client';
import { formatDateTime, useLanguage, useMessages } from '@/lib/i18n';
import { useActionErrorText } from './action-errors';
import { detailMessages } from './detail-messages';
import { Section } from './order-sections';

/** Staff's internal notes on the order and the form for a new one (never shown to the shopper). */
export function OrderNotes({
  number,
  notes,
  onDone,
}: {
  number: string;
  notes: AdminOrderDetailFieldsFragment['notes'];
  onDone: (text: string) => void;
}) {
  const t = useMessages(detailMessages);
  const { language } = useLanguage();
  const client = useQueryClient();
  const errorText = useActionErrorText();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const schema = useMemo(
    () => z.object({ text: z.string().trim().min(1, t('noteHint')).max(2000, t('noteHint')) }),
    [t],
  );
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { text: '' },
  });
  const add = useMutation({
    mutationFn: (text: string) =>
      adminRequest(AdminOrderAddNoteDocument, { input: { number, text } }),
    onError: (failure) => setError(errorText(failure)),
  });
  const fieldError = form.formState.errors.text?.message;
  return (
    <Section id="order-notes" title={t('notes')}>
      {notes.length === 0 ? (
        <p className="mb-3 text-slate-600">{t('noNotes')}</p>
      ) : (
        <ul className="mb-3 flex flex-col gap-2 text-sm" data-testid="order-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="whitespace-pre-wrap">{note.text}</p>
              <p className="text-xs text-slate-600">
                {note.author} · {formatDateTime(note.created_at, language)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={form.handleSubmit(async ({ text }) => {
          setError(null);
          const added = await add.mutateAsync(text).catch(() => null);
          if (!added) return;
          form.reset();
          onDone(t('noteAdded'));
          await client.invalidateQueries({ queryKey: ['adminOrder', number] });
        })}
      >
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t('noteLabel')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          aria-describedby={`${id}-hint`}
          aria-invalid={fieldError ? true : undefined}
          className="w-full rounded border border-slate-400 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
          {...form.register('text')}
        />
        <p
          id={`${id}-hint`}
          className={`text-xs ${fieldError ? 'text-red-700' : 'text-slate-600'}`}
        >
          {t('noteHint')}
        </p>
        {error && (
          <p role="alert" className="mt-2 text-red-800">
            {error}
          </p>
        )}
        <Button type="submit" className="mt-2" isDisabled={add.isPending}>
          {t('addNote')}
        </Button>
      </form>
    </Section>
  );
}
