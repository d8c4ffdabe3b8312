import { PAGE_COMPONENTS } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { PAGE_REGISTRY } from '../page-registry.ts';

describe('page registry', () => {
  it('registers exactly the contract PAGE_COMPONENTS', () => {
    expect(Object.keys(PAGE_REGISTRY).sort()).toEqual([...PAGE_COMPONENTS].sort());
  });

  it('registers only lazy loaders', () => {
    for (const load of Object.values(PAGE_REGISTRY)) expect(typeof load).toBe('function');
  });
});
