import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { vi } from 'vitest';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { json, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';

export const DICTS: Record<string, unknown[]> = {
  sys_normal_disable: [
    { dictLabel: '正常', dictValue: '0', listClass: 'primary', cssClass: '' },
    { dictLabel: '停用', dictValue: '1', listClass: 'danger', cssClass: '' },
  ],
  biz_project_user_type: [
    { dictLabel: '施工单位', dictValue: '0', listClass: 'primary', cssClass: '' },
    { dictLabel: '建设单位', dictValue: '1', listClass: 'success', cssClass: '' },
  ],
};

export type Write = { method: string; path: string; body: unknown };
type Handler = (url: URL) => unknown;

/** A fake API: `METHOD /path` → answer; dictionaries are always there; writes are recorded. */
export function fakeServer(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, routes: Record<string, Handler>) {
  const writes: Write[] = [];
  const reads: URL[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/prod-api/, '');
    if (path.startsWith('/system/dict/data/type/')) {
      return json({ code: 200, msg: 'ok', data: DICTS[path.split('/').pop() ?? ''] ?? [] });
    }
    if (method === 'GET') reads.push(url);
    else writes.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const handler = routes[`${method} ${path}`];
    return json(handler ? handler(url) : { code: 200, msg: '操作成功' });
  });
  return { writes, reads };
}

export const page = (rows: unknown[]) => () => ({ code: 200, msg: 'ok', total: rows.length, rows });

/** Project 7 is current; the user holds `perms` globally and in the project. */
export function inProject(perms: string[]) {
  useCurrentProject.setState({ projectId: '7', projectName: '滨江综合体' });
  useSession.setState({
    token: 't',
    roles: ['common'],
    permissions: perms,
    permissionProjectId: '7',
    projectPermissions: { '7': perms },
  });
}

export function noProject() {
  useCurrentProject.setState({ projectId: null, projectName: null });
  useSession.setState({ token: 't', roles: ['admin'], permissions: ['*:*:*'] });
}

export const openPage = (page: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/member" element={page} />
      <Route path="/index" element={<p>work desk</p>} />
    </Routes>,
    '/member',
  );

/** Picks `label` in the antd Select inside the element with `testId`. */
export async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.closest('.ant-select') ?? select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
