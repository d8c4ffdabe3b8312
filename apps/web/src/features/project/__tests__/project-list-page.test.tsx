import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok, projectRow, table } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ProjectListPage from '../pages/project-list-page.tsx';
import { PROJECT_VIEW_KEY } from '../view-mode.ts';

const ROWS = [projectRow(7, '滨江综合体', { star: true, memberCount: 12 }), projectRow(9, '城西学校')];

function start(extra: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer({
    'GET /business/project/getCardProjects': () => table(ROWS),
    'GET /business/project/list': () => table(ROWS),
    'GET /business/project/bands/7': () => ({ code: 200, msg: 'ok', data: [] }),
    'GET /business/project/userProjectTreelist': () => ({ code: 200, msg: 'ok', data: [] }),
    'POST /business/project/changeStar': ok,
    'PUT /business/project/place': ok,
    ...extra,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path="/project" element={<ProjectListPage />} />
      <Route path="/projectDashboard/:id" element={<p data-testid="dashboard">dashboard</p>} />
    </Routes>,
    '/project',
  );
  return { ...server, ...view };
}

const signIn = (permissions: string[], projectPermissions: Record<string, string[]> = {}) =>
  useSession.setState({
    user: { userId: 5, userName: 'zhang', nickName: '张三' } as SessionUser,
    roles: ['common'],
    permissions,
    permissionProjectId: null,
    projectPermissions,
  });

let told: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  setLang('zh');
  told = fakeFeedback();
  useCurrentProject.getState().clear();
  signIn(['business:project:list', 'business:project:edit', 'business:project:remove', 'business:project:place'], {
    '7': ['admin'],
    '9': ['business:project:query'],
  });
});

// The first antd render of a file is slow on a loaded machine: a generous limit, not a speed check.
describe('project list', { timeout: 60_000 }, () => {
  it('shows cards first and remembers the switch to the table', async () => {
    const server = start();
    expect(await screen.findByTestId('project-card-7')).toBeTruthy();
    expect(within(screen.getByTestId('project-card-7')).getByText('12 名成员')).toBeTruthy();
    expect(server.called('GET', '/business/project/list')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('project-view-table'));
    expect(await screen.findByTestId('project-table-row-9')).toBeTruthy();
    expect(localStorage.getItem(PROJECT_VIEW_KEY)).toBe('table');
    const [listCall] = server.called('GET', '/business/project/list');
    expect(listCall?.query.get('pageNum')).toBe('1');
    expect(listCall?.query.get('pageSize')).toBe('20');
  });

  it('opens in the remembered table view and switches back to cards', async () => {
    localStorage.setItem(PROJECT_VIEW_KEY, 'table');
    const second = start();
    expect(await screen.findByTestId('project-table-row-7')).toBeTruthy();
    expect(second.called('GET', '/business/project/getCardProjects')).toHaveLength(0);
    await userEvent.click(screen.getByTestId('project-view-card'));
    expect(await screen.findByTestId('project-card-9')).toBeTruthy();
    expect(localStorage.getItem(PROJECT_VIEW_KEY)).toBe('card');
  });

  it('stars with query parameters only and refreshes the cards', async () => {
    const server = start();
    await userEvent.click(await screen.findByTestId('project-star-9'));
    await waitFor(() => expect(server.called('POST', '/business/project/changeStar')).toHaveLength(1));
    const [star] = server.called('POST', '/business/project/changeStar');
    expect(star?.query.get('projectId')).toBe('9');
    expect(star?.query.get('star')).toBe('1');
    expect(star?.body).toBeUndefined();
    await waitFor(() => expect(server.called('GET', '/business/project/getCardProjects')).toHaveLength(2));
    // The star does not open the project.
    expect(screen.queryByTestId('dashboard')).toBeNull();
  });

  it('shows project buttons only where the project permissions allow them', async () => {
    start();
    await screen.findByTestId('project-card-7');
    expect(screen.getByTestId('project-edit-7')).toBeTruthy();
    expect(screen.getByTestId('project-place-7')).toBeTruthy();
    expect(screen.getByTestId('project-delete-7')).toBeTruthy();
    expect(screen.queryByTestId('project-edit-9')).toBeNull();
    expect(screen.queryByTestId('project-delete-9')).toBeNull();
    // No global add permission: no add button.
    expect(screen.queryByTestId('project-add')).toBeNull();
  });

  it('archives after confirmation and shows the server refusal of a delete', async () => {
    const server = start({
      'DELETE /business/project/7': () => ({ code: 500, msg: '存在子项目,不允许删除' }),
    });
    await userEvent.click(await screen.findByTestId('project-place-7'));
    await waitFor(() => expect(server.called('PUT', '/business/project/place')).toHaveLength(1));
    expect(server.called('PUT', '/business/project/place')[0]?.body).toEqual({ projectId: 7, isPlace: '1' });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('归档成功'));

    await userEvent.click(screen.getByTestId('project-delete-7'));
    await waitFor(() => expect(told.error).toHaveBeenCalledWith('存在子项目,不允许删除'));
    expect(told.success).not.toHaveBeenCalledWith('删除成功');
  });

  it('opens a project: it becomes the current project and its dashboard shows', async () => {
    start();
    await userEvent.click(await screen.findByTestId('project-card-7'));
    expect(await screen.findByTestId('dashboard')).toBeTruthy();
    expect(useCurrentProject.getState().projectId).toBe('7');
    expect(useSession.getState().permissionProjectId).toBe('7');
    expect(sessionStorage.getItem('toProblemtracking')).toBe('0');
  });

  it('offers to add a project when there is none and the caller may add', async () => {
    signIn(['business:project:list', 'business:project:add']);
    start({ 'GET /business/project/getCardProjects': () => table([]) });
    expect(await screen.findByText('暂无项目')).toBeTruthy();
    await userEvent.click(screen.getByTestId('project-empty-add'));
    expect(await screen.findByText('新增项目', { selector: '.ant-modal-title' })).toBeTruthy();
  });

  it('tells a caller without the list permission instead of calling the server', async () => {
    signIn([]);
    const server = start();
    expect(await screen.findByText('您没有查看项目列表的权限')).toBeTruthy();
    expect(server.calls.filter((call) => call.path.startsWith('/business/'))).toHaveLength(0);
  });
});
