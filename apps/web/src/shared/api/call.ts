import { type CallInput, type CallOutput, OK } from '@zj/contract';
import { type EndpointRef, pathOf } from '@zj/contract/api';
import { envelopeText, type Params, RequestError, type RequestOptions, request, send } from './request.ts';

export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'data'> & {
  /**
   * false: the user is told nothing, not even that the network failed (`silent` and more): the
   * caller shows every failure itself (the upload widget). An answer that is not an envelope
   * rejects as a network failure.
   */
  report?: false;
};

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
  const { report, ...rest } = options ?? {};
  const sent = { ...rest, method: ref.method, params: query, data: body };
  if (report !== false) return request<CallOutput<E>>(pathOf(ref, params), sent);
  return send(pathOf(ref, params), sent, readUntold<CallOutput<E>>, false);
}

/** The envelope of a call that tells nothing: its code 200, else a RequestError the user has not seen. */
async function readUntold<T>(response: Response): Promise<T> {
  const answer = JSON.parse(await response.text()) as { code?: unknown; msg?: unknown } | null;
  if (typeof answer?.code !== 'number') throw new RequestError('no envelope', 'status', response.status, false);
  if (answer.code === OK) return answer as T;
  const msg = typeof answer.msg === 'string' ? answer.msg : undefined;
  throw new RequestError(envelopeText(answer.code, msg), 'envelope', answer.code, false);
}

/**
 * The text of a file an endpoint answers (a deployed XML): `call`'s request, its refusal handled
 * the same way, the body read as text rather than typed as the Blob of a download.
 */
export async function callText<E extends { readonly answer: { readonly kind: 'file' } }>(
  ref: EndpointRef<E>,
  ...[input, options]: CallArgs<E>
): Promise<string> {
  // `request` answers a body that is not JSON as its text.
  const answer: unknown = await call(ref, ...([input, options] as CallArgs<E>));
  return typeof answer === 'string' ? answer : answer === undefined ? '' : JSON.stringify(answer);
}
