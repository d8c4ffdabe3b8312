import { API_BASE, type ClientMessageKey, OK, REQUEST_TIMEOUT_MS } from '@zj/contract';
import type { HttpMethod } from '@zj/contract/api';
import { acceptLanguage, currentLang, tm } from '../i18n/index.ts';
import { feedback } from './feedback.ts';
import { getToken } from './token.ts';

/** Every method an endpoint of the contract may have (tus uploads add PATCH and HEAD). */
export type { HttpMethod };
export type Params = Record<string, unknown>;

export interface RequestOptions {
  method?: HttpMethod;
  /** Sent in the query string. */
  params?: Params;
  /** Sent as JSON (FormData and URLSearchParams are sent as they are). */
  data?: unknown;
  headers?: Record<string, string>;
  /** false: send no bearer token (login, captcha, register). */
  withToken?: boolean;
  /** Milliseconds; default REQUEST_TIMEOUT_MS. */
  timeout?: number;
  signal?: AbortSignal;
  /** The caller shows envelope errors itself, 401 included (network errors are still reported). */
  silent?: boolean;
}

export type FailureKind = 'envelope' | 'network' | 'timeout' | 'status' | 'aborted';

/** Every rejection of the request client. `shown`: the user has already been told. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    readonly code: number | null = null,
    readonly shown = true,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

let onSessionExpired: () => void = () => {};
let reloginShowing = false;

/** What "重新登录" in the 401 dialog does (log out and go to the login page). */
export function setSessionExpiredHandler(handler: () => void) {
  onSessionExpired = handler;
}

/** For tests: forget that a 401 dialog is open. */
export function resetRequestState() {
  reloginShowing = false;
}

/** RuoYi's tansParams: nested objects become key[sub]=value; empty values are left out. */
export function toQueryString(params: Params | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return;
    if (Array.isArray(value)) {
      for (const item of value) add(key, item);
    } else if (typeof value === 'object') {
      for (const [sub, inner] of Object.entries(value as Params)) add(`${key}[${sub}]`, inner);
    } else {
      search.append(key, String(value));
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return search.toString();
}

export function buildUrl(url: string, params?: Params): string {
  const base = /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`;
  const query = toQueryString(params);
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers(options.headers);
  headers.set('Accept-Language', acceptLanguage(currentLang()));
  const token = options.withToken === false ? null : getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

function buildBody(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob) return data;
  if (typeof data === 'string') return data;
  headers.set('Content-Type', 'application/json;charset=utf-8');
  return JSON.stringify(data);
}

function networkFailure(kind: 'network' | 'timeout' | 'status', status?: number, report = true): RequestError {
  const key: ClientMessageKey =
    kind === 'network' ? 'http.network' : kind === 'timeout' ? 'http.timeout' : 'http.status';
  const text = tm(key, status === undefined ? undefined : { status: String(status).slice(-3) });
  if (report) feedback().error(text, 5);
  return new RequestError(text, kind, status ?? null, report);
}

/** Runs fetch with the timeout; `read` consumes the body inside the same timeout. */
export async function send<T>(
  url: string,
  options: RequestOptions,
  read: (response: Response) => Promise<T>,
  report = true,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeout ?? REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller);
  const headers = buildHeaders(options);
  const body = buildBody(options.data, headers);
  try {
    const response = await fetch(buildUrl(url, options.params), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
    return await read(response);
  } catch (error) {
    if (error instanceof RequestError) throw error;
    if (timedOut) throw networkFailure('timeout', undefined, report);
    if (options.signal?.aborted) throw new RequestError('aborted', 'aborted', null, false);
    throw networkFailure('network', undefined, report);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }
}

function showReloginDialog() {
  if (reloginShowing) return;
  reloginShowing = true;
  feedback().confirm({
    title: tm('session.expiredTitle'),
    content: tm('session.expiredText'),
    okText: tm('session.relogin'),
    cancelText: tm('common.cancel'),
    onOk: () => {
      reloginShowing = false;
      onSessionExpired();
    },
    onCancel: () => {
      reloginShowing = false;
    },
  });
}

/** The text the catalogue gives an error envelope (spec 01 §8). */
export function envelopeText(code: number, serverMsg: string | undefined): string {
  if (code === 401) return tm('http.401');
  if (code === 403) return tm('http.403');
  if (code === 404) return tm('http.404');
  return serverMsg || tm('http.500');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function handleEnvelope<T>(response: Response, parsed: unknown, silent: boolean): T {
  if (!isRecord(parsed) || typeof parsed.code !== 'number') {
    if (!response.ok) throw networkFailure('status', response.status);
    return parsed as T;
  }
  const code = parsed.code;
  if (code === OK) return parsed as T;
  const text = envelopeText(code, typeof parsed.msg === 'string' ? parsed.msg : undefined);
  if (code === 401) {
    if (!silent) showReloginDialog();
    throw new RequestError(tm('http.401'), 'envelope', 401, !silent);
  }
  if (!silent) {
    if (code === 500) feedback().error(text);
    else feedback().notifyError(text);
  }
  throw new RequestError(text, 'envelope', code, !silent);
}

/**
 * The one way to call the API. Resolves with the whole JSON body (`{code, msg, data}` or a
 * RuoYi top-level answer) when its code is 200; rejects with a RequestError otherwise.
 */
export function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  return send(url, options, async (response) => {
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (!response.ok) throw networkFailure('status', response.status);
      return text as T;
    }
    if (parsed === undefined && !response.ok) throw networkFailure('status', response.status);
    return handleEnvelope<T>(response, parsed, options.silent === true);
  });
}

type NoBody = Omit<RequestOptions, 'method' | 'params' | 'data'>;

export const http = {
  get: <T>(url: string, params?: Params, options?: NoBody) => request<T>(url, { ...options, method: 'GET', params }),
  delete: <T>(url: string, params?: Params, options?: NoBody) =>
    request<T>(url, { ...options, method: 'DELETE', params }),
  post: <T>(url: string, data?: unknown, options?: NoBody & { params?: Params }) =>
    request<T>(url, { ...options, method: 'POST', data }),
  put: <T>(url: string, data?: unknown, options?: NoBody & { params?: Params }) =>
    request<T>(url, { ...options, method: 'PUT', data }),
};
