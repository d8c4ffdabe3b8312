import { deptCreate, postBody, userCreate } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { maxLengthOf, zodRule } from '../zod-rule.ts';

type Check = (rule: unknown, value: unknown) => Promise<void>;
const check = (rule: ReturnType<typeof zodRule>, value: unknown) =>
  (rule as { validator: Check }).validator(rule, value);

describe('zodRule', () => {
  const phone = zodRule(userCreate.shape.phonenumber, { invalid: 'bad phone' });

  it('checks a field with the contract schema and says the given text', async () => {
    await expect(check(phone, '13800000000')).resolves.toBeUndefined();
    await expect(check(phone, '123')).rejects.toThrow('bad phone');
  });

  it('lets an empty optional field pass and refuses an empty required one', async () => {
    await expect(check(phone, '')).resolves.toBeUndefined();
    await expect(check(phone, undefined)).resolves.toBeUndefined();
    const name = zodRule(deptCreate.shape.deptName, { required: 'name needed' });
    expect(name.required).toBe(true);
    await expect(check(name, '  ')).rejects.toThrow('name needed');
  });

  it('picks the text by the issue code, with the issue at hand', async () => {
    const name = zodRule(postBody.shape.postName, {
      too_big: (issue) => `at most ${'maximum' in issue ? issue.maximum : ''}`,
    });
    await expect(check(name, 'x'.repeat(51))).rejects.toThrow('at most 50');
  });
});

describe('maxLengthOf', () => {
  it('reads the maximum through optional and nullable wrappers', () => {
    expect(maxLengthOf(postBody.shape.postName)).toBe(50);
    expect(maxLengthOf(postBody.shape.remark)).toBe(500);
    expect(maxLengthOf(deptCreate.shape.leader)).toBe(20);
  });
});
