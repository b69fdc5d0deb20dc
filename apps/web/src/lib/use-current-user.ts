// The signed-in user (GET /auth/user), shared by the navbar, the report form and moderation.
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { PublicUser } from '@satark/shared/api-types';
import { VALIDATOR_MIN_RANK } from '@satark/shared/constants';
import { api } from './api-client';
import { session } from './session';

export const currentUserKey = ['auth', 'user'] as const;

export interface CurrentUser {
  user: PublicUser | null;
  isLoggedIn: boolean;
  isValidator: boolean;
  isLoading: boolean;
}

export const fetchCurrentUser = async () =>
  (await api.get<{ success: true; data: { user: PublicUser } }>('/auth/user')).data.user;

export function useCurrentUser(): CurrentUser {
  const token = useSyncExternalStore(session.subscribe, session.getToken, () => null);
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: fetchCurrentUser,
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  const user = token && query.data && query.data.status !== 'DELETED' ? query.data : null;
  return {
    user,
    isLoggedIn: Boolean(token),
    isValidator: Boolean(user && user.rank >= VALIDATOR_MIN_RANK),
    isLoading: Boolean(token) && query.isPending,
  };
}
