// The stored access token and the flags SPEC.md §8 needs while logging out or deleting an account.
const TOKEN_KEY = 'satark.accessToken';

export const session = {
  getToken: (): string | null => localStorage.getItem(TOKEN_KEY),
  setToken: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clearToken: () => localStorage.removeItem(TOKEN_KEY),
  /** While set, a 401 is the expected end of a logout or deletion, not an expired session. */
  endingOnPurpose: false,
};
