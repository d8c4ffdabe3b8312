import type { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
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

/**
 * On a terminal (`npm start` by hand): readable lines instead of JSON, one per answered request
 * (`GET /prod-api/… 200 12 ms`) instead of pino's two. Elsewhere the JSON lines stay.
 */
export async function terminalLogger(level: string): Promise<{ stream: Writable; level: string }> {
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true }),
  };
}

export function logAnsweredRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      `${request.method} ${maskUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`,
    );
  });
}
