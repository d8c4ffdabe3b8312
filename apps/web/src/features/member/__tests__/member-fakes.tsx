import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { vi } from 'vitest';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { checkRequestBody, unknownRoute } from '@/shared/testing/fake-server.ts';
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

const done = () => ({ code: 200, msg: '操作成功' });

/** The writes of the member screens the tests make (project 7, role 5, users 11 and 12). */
const MEMBER_WRITES: Record<string, Handler> = {
  'POST /business/projectRole': done,
  'PUT /business/projectRole': done,
  'DELETE /business/projectRole/5': done,
  'PUT /business/projectRole/addUserProjectRole': done,
  'PUT /business/projectRole/editProjectAdmin': done,
  'PUT /business/projectRole/setProjectUserType': done,
  'PUT /business/projectRole/setUserProjectRole': done,
  'DELETE /business/projectRole/delProjectUsers/7/11': done,
  'DELETE /business/projectRole/delProjectUsers/7/11,12': done,
};
type Handler = (url: URL) => unknown;

/**
 * A fake API: `METHOD /path` → answer; dictionaries are always there; writes are recorded. Unknown
 * routes get 404 and bodies are checked against the contract, as in the shared fake server.
 */
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
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET') reads.push(url);
    else writes.push({ method, path, body });
    const handler = routes[`${method} ${path}`] ?? MEMBER_WRITES[`${method} ${path}`];
    if (!handler) return unknownRoute(method, path);
    const refused = checkRequestBody(method, path, body);
    return json(refused ? { code: 500, msg: refused } : handler(url));
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
