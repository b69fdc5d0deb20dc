// Starting and ending a session: one place that stores or clears the token, the persisted query
// cache and the cached user, so logout, a 401 and a deleted account all end the same way.
import type { PublicUser } from '@satark/shared/api-types';
import { api } from './api-client';
import { clearPersistedState, queryClient } from './query-client';
import { session } from './session';
import { currentUserKey } from './use-current-user';

/** After a login or OTP verification: keep the token and the user the server returned. */
export function startSession(token: string, user?: PublicUser) {
  session.setToken(token);
  if (user) queryClient.setQueryData(currentUserKey, user);
  else void queryClient.invalidateQueries({ queryKey: currentUserKey });
}

/** Forget everything about the signed-in user on this device. */
export function clearSession() {
  session.clearToken();
  clearPersistedState();
}

/** GET /auth/logout (a 401 here is the expected end, SPEC.md §8), then clear the session. */
export async function logOut() {
  session.endingOnPurpose = true;
  try {
    await api.get('/auth/logout');
  } catch {
    // The session ends on this device whatever the server answered.
  } finally {
    session.endingOnPurpose = false;
    clearSession();
  }
}
