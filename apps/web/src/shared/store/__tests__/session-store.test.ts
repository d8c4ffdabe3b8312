import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quietFeedback } from '@/shared/testing/record-feedback.ts';
import { json } from '@/shared/ui/__tests__/test-kit.tsx';
import { useSession } from '../session-store.ts';

const USER = { userId: 5, userName: 'zhang', nickName: '张三', roles: [] };
const fetchMock = vi.fn<typeof fetch>();

function answer(permissionAnswer: unknown) {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/prod-api/, '');
    if (path === '/system/user/getInfo')
      return json({ code: 200, msg: 'ok', user: USER, roles: [], permissions: ['business:project:list'] });
    if (path === '/business/projectRole/getUserProjectPermission/5') return json(permissionAnswer);
    return json({ code: 404, msg: 'unknown' });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  quietFeedback();
  useSession.getState().clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('session store: project permissions', () => {
  it('loads the project permissions after the user info and keeps them in local storage', async () => {
    answer({ code: 200, msg: 'ok', data: { '7': ['admin'], '9': ['business:projectRole:query'] } });
    await useSession.getState().loadInfo();
    const state = useSession.getState();
    expect(state.roles).toEqual(['ROLE_DEFAULT']);
    expect(state.projectPermissions).toEqual({ '7': ['admin'], '9': ['business:projectRole:query'] });
    expect(JSON.parse(localStorage.getItem('projectPermissions') ?? 'null')).toEqual(state.projectPermissions);
    const paths = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(paths).toEqual([
      '/prod-api/system/user/getInfo',
      '/prod-api/business/projectRole/getUserProjectPermission/5',
    ]);
  });

  it('replaces what was stored and ignores entries that are not permission lists', async () => {
    useSession.getState().setPermissionProject('3', ['old']);
    answer({ code: 200, msg: 'ok', data: { '7': ['business:project:edit', 4], '8': 'admin' } });
    await useSession.getState().loadInfo();
    expect(useSession.getState().projectPermissions).toEqual({ '7': ['business:project:edit'] });
    expect(useSession.getState().permissionProjectId).toBe('3');
  });

  it('fails the session load when the permissions cannot be read', async () => {
    answer({ code: 500, msg: '服务异常' });
    await expect(useSession.getState().loadInfo()).rejects.toThrow('服务异常');
    expect(useSession.getState().projectPermissions).toEqual({});
  });
});

describe('session store: a password to change first', () => {
  function answerInfo(flags: { isDefaultModifyPwd: boolean; isPasswordExpired: boolean }) {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/prod-api/, '');
      if (path === '/system/user/getInfo')
        return json({ code: 200, msg: 'ok', user: USER, roles: ['common'], permissions: [], ...flags });
      if (path === '/business/projectRole/getUserProjectPermission/5') return json({ code: 200, msg: 'ok', data: {} });
      return json({ code: 404, msg: 'unknown' });
    });
  }
  const paths = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);

  it('an initial password: flagged, and the project permissions (refused by the server) are not asked', async () => {
    answerInfo({ isDefaultModifyPwd: true, isPasswordExpired: true });
    await useSession.getState().loadInfo();
    expect(useSession.getState().passwordChange).toBe('initial');
    expect(paths()).toEqual(['/prod-api/system/user/getInfo']);
  });

  it('an expired password: flagged, the permissions loaded as usual', async () => {
    answerInfo({ isDefaultModifyPwd: false, isPasswordExpired: true });
    await useSession.getState().loadInfo();
    expect(useSession.getState().passwordChange).toBe('expired');
    expect(paths()).toHaveLength(2);
  });

  it('nothing to change: no flag; logging out forgets it', async () => {
    useSession.setState({ passwordChange: 'initial' });
    answerInfo({ isDefaultModifyPwd: false, isPasswordExpired: false });
    await useSession.getState().loadInfo();
    expect(useSession.getState().passwordChange).toBeNull();
    useSession.setState({ passwordChange: 'expired' });
    useSession.getState().clear();
    expect(useSession.getState().passwordChange).toBeNull();
  });
});
