import type { CallInput, CallOutput } from '@zj/contract';
import { type EndpointRef, pathOf } from '@zj/contract/api';
import { type Params, type RequestOptions, request } from './request.ts';

export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'data'>;

/** The input of a call: optional when the endpoint needs nothing. */
export type CallArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E>, options?: CallOptions]
    : [input: CallInput<E>, options?: CallOptions];

interface AnyInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Params;
  body?: unknown;
}

/**
 * The one way to call the API: an endpoint of the contract's index (`API.posts.list`) and its
 * input — path parameters, query and body typed by the endpoint's schemas. Resolves with the whole
 * answer as the wire has it (`{code, msg, data}`, a page, RuoYi's fields) when its code is 200.
 */
export function call<E>(ref: EndpointRef<E>, ...[input, options]: CallArgs<E>): Promise<CallOutput<E>> {
  const { params, query, body } = (input ?? {}) as AnyInput;
  return request<CallOutput<E>>(pathOf(ref, params), { ...options, method: ref.method, params: query, data: body });
}
