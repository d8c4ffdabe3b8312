import { apiTime } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseRow } from './response-row.ts';

describe('responseRow', () => {
  it('takes the fields the schema names, and only them, as they are', () => {
    const schema = z.object({ id: z.number(), name: z.string().nullable(), createTime: apiTime.nullable() });
    const createTime = new Date('2026-01-05T04:00:00Z');
    const record = { id: 7, name: null, createTime, password: 'secret', projectId: 3 };
    const row = responseRow(schema, record);
    expect(row).toEqual({ id: 7, name: null, createTime });
    expect(Object.keys(row)).toEqual(['id', 'name', 'createTime']);
  });
});
