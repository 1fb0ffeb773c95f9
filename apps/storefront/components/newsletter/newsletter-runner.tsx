'use client';

import { useEffect } from 'react';
import { useUserActions } from '@/lib/user/user-actions';
import type { UserActionReply } from '@/lib/user/user-types';

export interface NewsletterActions {
  subscribe(email: string): Promise<UserActionReply>;
  loading: boolean;
}

/**
 * The footer form's logic (spec §4 user action `newsletter`: loading flag, toasts), in a chunk
 * of its own that loads on the field's first focus or input, so pages carry none of it up front.
 */
export function NewsletterRunner({ onReady }: { onReady(actions: NewsletterActions): void }) {
  const { run, loading } = useUserActions();
  const busy = loading.newsletter;
  useEffect(() => {
    onReady({ subscribe: (email) => run('newsletter', { email }), loading: busy });
  }, [onReady, run, busy]);
  return null;
}
