/** The access token lives in local storage and in a cookie (spec 01 §3). */
export const TOKEN_KEY = 'Admin-Token';

export function getToken(): string | null {
  try {
    const stored = localStorage.getItem(TOKEN_KEY);
    if (stored) return stored;
  } catch {
    // storage unavailable: fall back to the cookie
  }
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${TOKEN_KEY}=`));
  return match ? decodeURIComponent(match.slice(TOKEN_KEY.length + 1)) : null;
}

export function setToken(token: string, expiresInMinutes?: number) {
  localStorage.setItem(TOKEN_KEY, token);
  const maxAge = expiresInMinutes ? `; max-age=${expiresInMinutes * 60}` : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too
  document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; path=/; SameSite=Lax${maxAge}`;
}

export function removeToken() {
  localStorage.removeItem(TOKEN_KEY);
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the token in a cookie too
  document.cookie = `${TOKEN_KEY}=; path=/; max-age=0`;
}
