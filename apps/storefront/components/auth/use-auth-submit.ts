'use client';

import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useUserActions } from '@/lib/user/user-actions';
import type { UserActionType } from '@/lib/user/user-requests';

/**
 * Sends a form as a user action (spec §4, §7 POST /api/user). The server's messages per field
 * land on the fields (the first one focused), its general message above the form; the loading
 * flag is the action's own (spec §4).
 */
export function useAuthSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  type: UserActionType,
) {
  const { run, loading } = useUserActions();
  const [error, setError] = useState<string | null>(null);

  async function submit(
    values: Record<string, unknown>,
    options: { redirect?: string } = {},
  ): Promise<{ message?: string } | null> {
    setError(null);
    const reply = await run(type, values as never, options);
    if (reply.status === 'success') return reply;
    const fields = Object.entries(reply.fieldErrors ?? {});
    for (const [path, message] of fields) {
      form.setError(path as Path<Values>, { type: 'server', message });
    }
    if (fields[0]) form.setFocus(fields[0][0] as Path<Values>);
    setError(reply.message || reply.error || null);
    return null;
  }

  return { submit, error, busy: Boolean(loading[type]) };
}
