import { type Lang, msg } from '@zj/contract';
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

/** A readable message naming the first invalid field, in the caller's language. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string, lang: Lang): string {
  const first = errors[0];
  if (!first) return msg('validation.body', lang);
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context;
  const text = first.message ?? '';
  switch (first.keyword) {
    case 'invalid_type':
      return msg(/received (undefined|null)/.test(text) ? 'validation.required' : 'validation.type', lang, { field });
    case 'too_big':
      return msg('validation.tooLong', lang, { field });
    case 'too_small':
      return msg(
        (first.params as { minimum?: unknown }).minimum === 1 && /string/.test(text)
          ? 'validation.required'
          : 'validation.tooShort',
        lang,
        { field },
      );
    default:
      return msg('validation.invalid', lang, { field });
  }
}
