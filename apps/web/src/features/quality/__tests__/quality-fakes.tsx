import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';

export const page =
  (rows: unknown[], total = rows.length) =>
  () => ({ code: 200, msg: 'ok', total, rows });

/** Project 7 is current; the user (nickName 质检员) holds `perms` globally and in the project. */
export function inProject(perms: string[]) {
  useCurrentProject.setState({ projectId: '7', projectName: '滨江综合体' });
  useSession.setState({
    token: 't',
    roles: ['common'],
    permissions: perms,
    permissionProjectId: '7',
    projectPermissions: { '7': perms },
    user: { userId: 5, userName: 'qc', nickName: '质检员' } as never,
  });
}

export const openPage = (node: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/quality" element={node} />
    </Routes>,
    '/quality',
  );
