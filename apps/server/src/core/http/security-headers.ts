import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, the web app's and the API's (helmet): a content security
 * policy the app passes — scripts only from this origin, no inline script, antd's runtime styles
 * allowed — framing only by this origin, `nosniff` (JSON too) and a referrer policy that still
 * tells map tile servers which site asks (some require it).
 */
const policy = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // antd writes its styles at run time (CSS-in-JS).
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Map tiles come from the configured tile server; uploaded images from this origin.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      // Menus of type InnerLink show another site's page in a frame.
      frameSrc: ["'self'", 'https:', 'http:'],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Served over plain HTTP on site networks too: no HSTS or upgrade from here (the TLS proxy sets them).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

/** The headers helmet's policy sets, worked out once (they depend on nothing of a request). */
function headersOf(middleware: typeof policy): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  // Set from one object on each request: helmet's own plugin rebuilt the policy for every request.
  const headers = headersOf(policy);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
