import type { SessionUser } from '@zj/contract';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';

/** Project 7 (滨江综合体) is current; the user holds `perms` globally and in the project (and is `user` when given). */
export function inProject(perms: string[], user?: Partial<SessionUser>) {
  useCurrentProject.setState({ projectId: '7', projectName: '滨江综合体' });
  useSession.setState({
    token: 't',
    roles: ['common'],
    permissions: perms,
    permissionProjectId: '7',
    projectPermissions: { '7': perms },
    ...(user ? { user: user as SessionUser } : {}),
  });
}
