import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectAccess } from '../../core/project/project-access.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { addMember, type Call, caller, createProject, projectBody, projectUser } from './project-test-kit.ts';

// The guard and the service check the same project through the kernel: one request reads the
// project (with the caller's membership) once, and an update answers the row it wrote.
const ctx = await createTestApp();
const admin = caller(ctx, await login(ctx.app));
let member: Call;
let projectId = 0;

beforeAll(async () => {
  projectId = (await createProject(admin, projectBody('读取次数项目'))).projectId;
  const user = await projectUser(ctx, 'reads_member');
  await addMember(ctx, projectId, user.userId, { isAdmin: true });
  member = caller(ctx, user.headers);
});
afterAll(() => ctx.close());

describe('project reads per request', () => {
  it('an update reads its project once, for the admin and for a project member', async () => {
    const reads = vi.spyOn(ProjectAccess.prototype as unknown as { read: () => unknown }, 'read');
    for (const [who, call] of [
      ['admin', admin],
      ['member', member],
    ] as const) {
      reads.mockClear();
      const res = await call('PUT', '/business/project/update', {
        ...projectBody('读取次数项目', { ownerUnit: `业主-${who}` }),
        projectId,
      });
      expect(res.json()).toMatchObject({ code: 200, data: { projectId, ownerUnit: `业主-${who}` } });
      expect(reads, who).toHaveBeenCalledTimes(1);
    }
    reads.mockRestore();
  });
});
