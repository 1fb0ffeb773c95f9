'use client';

import { useEffect } from 'react';
import useSWR from 'swr';
import type { UserState } from './user-types';
import {
  fetchUserState,
  guestUserState,
  preloadUser,
  setUserSummary,
  userUrl,
} from './user-summary';

let firstRead = true;

/**
 * GET /api/user for SWR: the visit's first read takes the header's answer; a failed read throws
 * so SWR keeps what it had.
 */
export async function fetchUser(): Promise<UserState> {
  if (firstRead) {
    firstRead = false;
    const preloaded = await preloadUser();
    if (preloaded) return preloaded;
  }
  const user = await fetchUserState();
  if (!user) throw new Error('The account could not be read');
  return user;
}

/** spec §3 User (GET /api/user) under SWR key '/api/user'. */
export function useUser(): { user: UserState; isLoading: boolean } {
  const { data, isLoading } = useSWR<UserState>(userUrl, fetchUser, { dedupingInterval: 1000 });
  useEffect(() => {
    if (data) setUserSummary(data);
  }, [data]);
  return { user: data ?? guestUserState, isLoading };
}
