/** "Remember me" keeps only the user name (never the password). */
const KEY = 'username';

export function rememberedCredentials(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function rememberCredentials(username: string) {
  localStorage.setItem(KEY, username);
}

export function forgetCredentials() {
  localStorage.removeItem(KEY);
}
