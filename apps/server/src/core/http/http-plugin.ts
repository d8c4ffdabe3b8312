import { API_BASE, type Lang, msg, pickLang } from '@zj/contract';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { validationMessage } from './validation.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language (zh by default). */
    lang: Lang;
  }
}

/** Statuses answered as real HTTP statuses (the request did not reach the application). */
const TRANSPORT_STATUSES = new Set([413, 415, 429]);

/** Language per request, the envelope for every error, and 404 for unknown routes. */
export const httpPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'zh');
  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
  });

  // RuoYi's clients post export filters form-encoded (`download()`); read them as a flat object.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  // RuoYi answers every application result with HTTP 200 and the result in the envelope (its
  // clients show `msg` for a code other than 200, and '系统接口 NNN 异常' only for an HTTP
  // failure): business refusals and validation errors are code 500, then 401, 403, 404 as codes.
  // Real HTTP statuses remain for what happens before the application: a body too large (413),
  // an unsupported content type (415), too many requests outside the API (429).
  // Sent as text: the envelope must not pass through a route's schema for its 200 answer.
  const answer = (reply: FastifyReply, code: number, text: string) =>
    reply
      .status(TRANSPORT_STATUSES.has(code) ? code : 200)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify({ code: code === 400 ? 500 : code, msg: text }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof AppError) {
      // Over a rate limit the API answers as RuoYi's @RateLimiter does: a refusal (HTTP 200, code
      // 500) whose message its clients show; the Retry-After header set with it stays.
      const status = error.status === 429 && request.url.startsWith(API_BASE) ? 400 : error.status;
      return answer(reply, status, msg(error.key, lang, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return answer(reply, 400, validationMessage(error.validation, error.validationContext ?? 'body', lang));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // A body over the limit (a process model, an import): said as such, with the limit.
      const limit = request.routeOptions?.bodyLimit ?? app.initialConfig.bodyLimit ?? 0;
      const max = String(Math.round((limit / (1024 * 1024)) * 10) / 10);
      return answer(reply, status, msg('validation.bodyTooLarge', lang, { max }));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large …: the client's fault, told plainly.
      return answer(reply, status, status === 404 ? msg('http.404', lang) : msg('validation.body', lang));
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return answer(reply, 500, msg('http.500', lang));
  });

  app.setNotFoundHandler((request, reply) => {
    const text = msg('http.404', request.lang ?? 'zh');
    // An unknown API call is an application answer; a missing file of the web app a real 404.
    if (request.url.startsWith(API_BASE)) return answer(reply, 404, text);
    return reply.status(404).send({ code: 404, msg: text });
  });
});
