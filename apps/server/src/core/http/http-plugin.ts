import { type Lang, msg, pickLang } from '@zj/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
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

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang ?? 'zh';
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.status, msg: msg(error.key, lang, error.params) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const text = validationMessage(error.validation, error.validationContext ?? 'body', lang);
      return reply.status(400).send({ code: 400, msg: text });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large …: the client's fault, told plainly.
      const text = status === 404 ? msg('http.404', lang) : msg('validation.body', lang);
      return reply.status(status).send({ code: status, msg: text });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: msg('http.500', lang) });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: 404, msg: msg('http.404', request.lang ?? 'zh') });
  });
});
