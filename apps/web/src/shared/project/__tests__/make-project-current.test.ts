import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { quietFeedback } from '@/shared/testing/record-feedback.ts';
import { makeProjectCurrent } from '../make-project-current.ts';

/** The paths the fake server answered. */
const calls: string[] = [];
const answered = (data: unknown) => (call: { path: string }) => {
  calls.push(call.path);
  return { code: 200, msg: 'ok', data };
};

/** Project 7 has one band; the server's permission map knows project 7 and 9. */
function answer() {
  fakeServer({
    'GET /business/project/bands/7': answered([{ bandId: 'b1' }]),
    'GET /business/project/bands/9': answered([]),
    'GET /business/projectRole/getUserProjectPermission/5': answered({
      '7': ['admin'],
      '9': ['business:problem:list'],
    }),
  });
}

beforeEach(() => {
  calls.length = 0;
  quietFeedback();
  useSession.getState().clear();
  useCurrentProject.getState().clear();
  useSession.setState({ user: { userId: 5, userName: 'zhang', nickName: '张三' } as never, token: 't' });
  answer();
});
afterEach(() => vi.unstubAllGlobals());

describe('makeProjectCurrent', () => {
  it('sets the current project, the problem-tracking flag from its bands and the permission project', async () => {
    useSession.setState({ projectPermissions: { '7': ['admin'] } });
    await makeProjectCurrent({ projectId: 7, projectName: '1号办公楼' });
    expect(useCurrentProject.getState()).toMatchObject({ projectId: '7', projectName: '1号办公楼' });
    expect(localStorage.getItem('projectId')).toBe('7');
    expect(localStorage.getItem('projectName')).toBe('1号办公楼');
    expect(sessionStorage.getItem('toProblemtracking')).toBe('1');
    expect(useSession.getState().permissionProjectId).toBe('7');
    // the stored map knew the project: no permission reload
    expect(calls).toEqual(['/business/project/bands/7']);
  });

  it('reloads the permissions when the project is not in the stored map (joined after login)', async () => {
    await makeProjectCurrent({ projectId: 9, projectName: '地下车库' });
    expect(sessionStorage.getItem('toProblemtracking')).toBe('0');
    expect(useSession.getState().projectPermissions['9']).toEqual(['business:problem:list']);
    expect(calls).toContain('/business/projectRole/getUserProjectPermission/5');
  });

  it('asks the server nothing when the caller knows the bands and permissions', async () => {
    await makeProjectCurrent({ projectId: 9, projectName: '地下车库' }, { hasBands: true, permissions: ['x'] });
    expect(calls).toEqual([]);
    expect(sessionStorage.getItem('toProblemtracking')).toBe('1');
    expect(useSession.getState().projectPermissions['9']).toEqual(['x']);
  });
});
