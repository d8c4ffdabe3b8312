import { describe, expect, it } from 'vitest';
import { PAGE_REGISTRY } from '../page-registry.ts';

// The server's tests read the registry's keys from its source (apps/server/src/test/page-components.ts):
// the seed may only enable menus whose page is registered here.
describe('page registry', () => {
  it('registers only lazy loaders', () => {
    expect(Object.keys(PAGE_REGISTRY).length).toBeGreaterThan(0);
    for (const load of Object.values(PAGE_REGISTRY)) expect(typeof load).toBe('function');
  });
});
