import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { digitsOnly, LAYOUT_ROUTES } from '@/app/routes/static-routes.tsx';

const run = (param: string, value: string | undefined) =>
  digitsOnly(param)({
    params: { [param]: value },
    request: new Request('http://x/'),
    context: {},
  } as LoaderFunctionArgs);

describe('hidden routes with ids', () => {
  it('are declared with a digits-only check', () => {
    for (const path of ['system/user-auth/role/:userId', 'system/role-auth/user/:roleId']) {
      const route = LAYOUT_ROUTES.find((candidate) => candidate.path === path);
      expect(route?.loader).toBeTypeOf('function');
    }
    expect(LAYOUT_ROUTES.some((route) => route.path === 'user/profile')).toBe(true);
  });

  it('let digits through and send anything else to /404', () => {
    expect(run('userId', '12')).toBeNull();
    for (const bad of ['12a', '-1', '1.5', '', undefined, '%31']) {
      const answer = run('userId', bad) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get('Location')).toBe('/404');
    }
  });
});
