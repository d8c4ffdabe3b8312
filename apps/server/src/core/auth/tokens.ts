import { jwtVerify, SignJWT } from 'jose';

/** The bearer token only names a session row; expiry and revocation live in the database. */
export interface TokenClaims {
  sid: string;
  uid: number;
  sub: string;
}

const VERIFIED_CACHE_MAX = 10_000;

export class TokenSigner {
  private readonly key: Uint8Array;
  /** Signature checks are pure, so a verified token's claims are remembered (bounded). */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ sid: claims.sid, uid: claims.uid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else. */
  async verify(token: string): Promise<TokenClaims | null> {
    const known = this.verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.uid !== 'number' || !payload.sub) return null;
      const claims = { sid: payload.sid, uid: payload.uid, sub: payload.sub };
      if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }
}
