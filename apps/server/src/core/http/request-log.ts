import type { FastifyServerOptions } from 'fastify';
import { maskUrl } from './oper-log.ts';

/**
 * The request log (pino, one JSON line per request): the bearer token redacted and password-like
 * query values masked, so no secret reaches a log file.
 */
export function requestLogOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: ['req.headers.authorization'],
    serializers: {
      req: (request: {
        method: string;
        url: string;
        hostname?: string;
        ip?: string;
        socket?: { remotePort?: number };
      }) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.hostname,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
