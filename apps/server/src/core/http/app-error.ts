import type { MessageKey } from '@zj/contract';

/**
 * An error the client should see: HTTP status (also the envelope's code) and a catalogue key,
 * translated into the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params);
export const unauthorized = (key: MessageKey = 'http.401') => new AppError(401, key);
export const forbidden = (key: MessageKey = 'http.403') => new AppError(403, key);
export const notFound = () => new AppError(404, 'http.404');
