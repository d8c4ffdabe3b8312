import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer, the web app's and the API's (helmet): a content security
 * policy the app passes — scripts only from this origin, no inline script, antd's runtime styles
 * allowed — framing only by this origin, `nosniff` (JSON too) and a referrer policy that still
 * tells map tile servers which site asks (some require it).
 */
export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
}
