import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { table } from '@/shared/testing/fake-server.ts';
import { inProject as inProjectAs } from '@/shared/testing/project-session.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';

export const page =
  (rows: unknown[], total = rows.length) =>
  () =>
    table(rows, total);

/** Project 7 is current; the user (nickName 质检员) holds `perms` globally and in the project. */
export const inProject = (perms: string[]) => inProjectAs(perms, { userId: 5, userName: 'qc', nickName: '质检员' });

export const openPage = (node: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/quality" element={node} />
    </Routes>,
    '/quality',
  );
