import type { ApiOut } from '@zj/contract';
import type { z } from 'zod';

/**
 * The fields a response schema names, taken from a record: its other columns (internal flags, ids of other
 * tables) stay on the server. TypeScript checks that the record holds every field with its type, as it would
 * for an object written out field by field; a field named or computed otherwise is spread in by the caller.
 */
export function responseRow<S extends z.ZodObject>(schema: S, record: ApiOut<S>): ApiOut<S> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, source[key]])) as ApiOut<S>;
}
