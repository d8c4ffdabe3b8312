import { jwtVerify, SignJWT } from 'jose';

/** The bearer token only names a session row; expiry and revocation live in the database. */
export interface TokenClaims {
  sid: string;
  uid: number;
  sub: string;
}

export class TokenSigner {
  private readonly key: Uint8Array;

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
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sid !== 'string' || typeof payload.uid !== 'number' || !payload.sub) return null;
      return { sid: payload.sid, uid: payload.uid, sub: payload.sub };
    } catch {
      return null;
    }
  }
}
