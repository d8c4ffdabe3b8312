import { BUSINESS_TYPES, OK, operLogTitleKey } from '@zj/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';
import { sysOperLog } from './oper-log.tables.ts';
import type { OperLogConfig } from './oper-log-config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The `log` declaration of every API route by `METHOD url` (a test checks mutating routes have one). */
    routeLogs: Map<string, OperLogConfig | false>;
    /** Resolves when every operation-log write started so far has finished (tests use it). */
    operLogFlush(): Promise<void>;
  }
  interface FastifyRequest {
    operLog: { start: number; result?: string; error?: string } | null;
  }
}

const MAX_TEXT = 2000;
const MASK = '******';
const SECRET_KEY = /password/i;

export const truncate = (text: string, max = MAX_TEXT) => (text.length > max ? text.slice(0, max) : text);

/** A deep copy with every value under a key matching /password/i replaced by '******'. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = SECRET_KEY.test(key) ? MASK : maskSecrets(v, depth + 1);
  return out;
}

/**
 * A request URL with the values of password-like query parameters masked (RuoYi clients send
 * `updatePwd?oldPassword=…&newPassword=…`): for the operation log and the request log.
 */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  let masked = false;
  for (const key of new Set(query.keys())) {
    if (!SECRET_KEY.test(key)) continue;
    query.set(key, MASK);
    masked = true;
  }
  return masked ? `${url.slice(0, at)}?${query.toString()}` : url;
}

/** Parameters of a call as one object: path, query and body (a non-object body under `body`). */
export function operParam(request: FastifyRequest): string {
  const body = request.body;
  const merged: Record<string, unknown> = {
    ...(request.params as object | undefined),
    ...(request.query as object | undefined),
    ...(body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)
      ? (body as object)
      : body !== undefined && !Buffer.isBuffer(body)
        ? { body }
        : {}),
  };
  try {
    return truncate(JSON.stringify(maskSecrets(merged)));
  } catch {
    return '';
  }
}

const PRIVATE_IP = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|::ffff:127\.|fc|fd|localhost)/;
export const ipLocation = (ip: string) => (PRIVATE_IP.test(ip) ? '内网IP' : '');

/**
 * The operation log: every route that declares `config.log` gets one sys_oper_log row per call,
 * failed calls included. The row is written after the answer is sent; a failing write is logged
 * and never fails the request.
 */
export const operLogPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  const pending = new Set<Promise<void>>();
  app.decorate('routeLogs', new Map<string, OperLogConfig | false>());
  app.decorate('operLogFlush', async () => {
    await Promise.all([...pending]);
  });
  app.decorateRequest('operLog', null);
  // Writes still under way finish before the database closes.
  app.addHook('onClose', async () => {
    await Promise.all([...pending]);
  });

  app.addHook('onRoute', (route) => {
    const log = route.config?.log;
    if (log === undefined) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      app.routeLogs.set(`${method} ${route.url}`, log);
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.log) request.operLog = { start: performance.now() };
  });

  // The text of an unexpected failure (a refusal's own message is in the answer).
  app.addHook('onError', async (request, _reply, error) => {
    const expected = error instanceof AppError || (error as { statusCode?: number }).statusCode !== undefined;
    if (request.operLog && !expected) request.operLog.error = truncate(error.message ?? String(error));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.operLog) {
      const type = String(reply.getHeader('content-type') ?? '');
      request.operLog.result =
        typeof payload === 'string' && type.includes('json') ? truncate(payload) : `[${type || 'binary'}]`;
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const log = request.routeOptions.config?.log;
    const state = request.operLog;
    if (!log || !state) return;
    // A refusal comes as HTTP 200 with its code in the envelope (RuoYi): failed is either.
    let answer: { code?: unknown; msg?: unknown } = {};
    try {
      answer = JSON.parse(state.result ?? '{}') as typeof answer;
    } catch {
      answer = {};
    }
    const failed = reply.statusCode >= 400 || (typeof answer.code === 'number' && answer.code !== OK);
    const errorMsg = failed ? (state.error ?? String(answer.msg ?? '')) : '';
    const principal = request.principal;
    // RuoYi writes the handling method (`SysUserController.add()`): the route's tag and its
    // handler's name, or its method and path (Fastify names bound handlers "bound …").
    const handlerName = (request.routeOptions.handler?.name ?? '').replace(/^bound\s*/, '');
    const tag = (request.routeOptions.schema?.tags as string[] | undefined)?.[0];
    const operMethod = `${tag ? `${tag}.` : ''}${handlerName ? `${handlerName}()` : `${request.method} ${request.routeOptions.url}`}`;
    const write = opts.db
      .insert(sysOperLog)
      .values({
        title: log.title,
        titleKey: operLogTitleKey(log.title),
        businessType: BUSINESS_TYPES.indexOf(log.businessType),
        method: truncate(operMethod, 200),
        requestMethod: request.method,
        operatorType: 1,
        operName: principal?.userName ?? '',
        deptName: principal?.dept?.deptName ?? '',
        operUrl: truncate(maskUrl(request.url), 255),
        operIp: request.ip,
        operLocation: ipLocation(request.ip),
        operParam: operParam(request),
        jsonResult: state.result ?? '',
        status: failed ? 1 : 0,
        errorMsg: truncate(errorMsg),
        operTime: new Date(),
        costTime: Math.round(performance.now() - state.start),
      })
      .then(
        () => {},
        (err: unknown) => request.log.error({ err }, 'operation log write failed'),
      );
    pending.add(write);
    void write.finally(() => pending.delete(write));
  });
});
