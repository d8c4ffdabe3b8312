import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_BASE } from '@zj/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer, the web app's and the API's (helmet): a content security
 * policy the app passes — scripts only from this origin, no inline script, antd's runtime styles
 * allowed, images only from this origin (uploads), `data:` and `blob:` — framing only by this
 * origin, `nosniff` (JSON too) and a referrer policy that still tells map tile servers which site
 * asks (some require it).
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
      // Uploaded images come from this origin: no reader's browser fetches another host's image
      // (a notice's tracking pixel). The app's pages add the map's tile service (see below).
      imgSrc: ["'self'", 'data:', 'blob:'],
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

/** A host as a CSP source may name it: letters, digits, dots and dashes, a leading `*.` at most. */
const HOST = /^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * The CSP source of a Leaflet tile URL template (`https://{s}.tile.example.com/{z}/{x}/{y}.png` →
 * `https://*.tile.example.com`): its scheme and host, a placeholder in the first label as `*`.
 * Undefined for anything that is no http(s) URL with a plain host, so nothing else can get into
 * the header.
 */
export function tileSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match?.[1] || !match[2]) return undefined;
  const host = match[2].replace(/^\{[a-z]+\}(?=\.)/i, '*');
  return HOST.test(host) ? `${match[1].toLowerCase()}://${host.toLowerCase()}` : undefined;
}

export interface SecurityHeaderOptions {
  /**
   * Image sources the web app's pages may show besides this origin (the map's tile service from
   * sys.map.tileUrl), read for each page: the page's policy is what governs its images.
   */
  pageImageSources?: () => Promise<readonly string[]>;
}

export async function securityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  // Set from one object on each request: helmet's own plugin rebuilt the policy for every request.
  const headers = headersOf(policy);
  const csp = headers['Content-Security-Policy'] ?? '';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // JSON of the API (who may see what, sessions, personal data) is never kept by a cache;
    // downloads and static files set their own caching.
    if (request.url.startsWith(API_BASE)) reply.header('Cache-Control', 'no-store');
    done();
  });
  const { pageImageSources } = options;
  if (!pageImageSources) return;
  // Only the app's own HTML pages (not the API, not the docs page with its own policy).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.getHeader('content-security-policy') !== csp) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const extra = await pageImageSources().catch(() => []);
    if (extra.length)
      reply.header('content-security-policy', csp.replace(/(^|;)img-src ([^;]*)/, `$1img-src $2 ${extra.join(' ')}`));
    return payload;
  });
}
