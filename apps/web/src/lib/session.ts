// The stored access token and the flags SPEC.md §8 needs while logging out or deleting an account.
const TOKEN_KEY = 'satark.accessToken';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const session = {
  getToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => {
    localStorage.setItem(TOKEN_KEY, token);
    notify();
  },
  clearToken: () => {
    localStorage.removeItem(TOKEN_KEY);
    notify();
  },
  /** Subscribe to token changes (this tab and other tabs); returns the unsubscribe function. */
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
  /** While set, a 401 is the expected end of a logout or deletion, not an expired session. */
  endingOnPurpose: false,
};
