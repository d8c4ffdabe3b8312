import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectInfo } from '@zj/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { type Call, dictItem, ok, projectOf, fakeServer as sharedServer } from '@/shared/testing/fake-server.ts';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ProjectDashboardPage from '../pages/project-dashboard-page.tsx';

const charts = vi.hoisted(() => ({
  options: [] as { el: HTMLElement; option: Record<string, unknown> }[],
  resized: 0,
}));
vi.mock('@/shared/ui/chart/echarts-setup.ts', () => ({
  init: (el: HTMLElement) => ({
    setOption: (option: Record<string, unknown>) => charts.options.push({ el, option }),
    resize: () => {
      charts.resized += 1;
    },
    dispose: () => {},
  }),
}));

/** The last option drawn into the chart with that test id. */
const lastOption = (testId: string) => charts.options.filter(({ el }) => el.dataset.testid === testId).at(-1);

const PROJECT = projectOf(7, '滨江综合体', {
  parentId: 3,
  ancestors: '0,3',
  projectCode: 'BJ-01',
  longitude: 120.2,
  latitude: 30.2,
  ownerUnit: '滨江城投',
  contractorUnit: '中建三局',
  supervisorUnit: '浙江监理',
  designUnit: '华东院',
  startDate: '2024-03-01',
  plannedEndDate: '2026-12-31',
});
const INFO: ProjectInfo = {
  project: PROJECT,
  parentName: '城东片区',
  memberCount: 12,
  childCount: 2,
  roleCount: 4,
  newsCount: 31,
  membersByType: [
    { userType: '0', count: 9 },
    { userType: '2', count: 3 },
  ],
  star: false,
  bandIds: [5],
};
const DICTS: Record<string, unknown[]> = {
  biz_project_status: [dictItem('在建', '1', 'primary')],
  biz_project_user_type: [dictItem('施工单位', '0', 'primary'), dictItem('监理单位', '2', 'warning')],
  biz_project_news_type: [dictItem('成员加入', 'join', 'success')],
};

const calls: { method: string; path: string; query: string; body: unknown }[] = [];
const NEWS = {
  newsId: 1,
  projectId: 7,
  projectName: '滨江综合体',
  newsType: 'join',
  title: '张三加入项目',
  createBy: 'admin',
  createTime: '2024-05-02 09:00:00',
};

/** The shared fake server with the dashboard's calls; `info` answers the project info. Every call is recorded. */
function fakeServer(info: (path: string) => unknown) {
  const routes: Record<string, (call: Call) => unknown> = {
    'GET /business/project/getProjectInfo/7': (call) => info(call.path),
    'POST /business/project/getProjectNewsByMonth': () => ({
      code: 200,
      msg: 'ok',
      data: [
        { month: '2024-04', count: 2 },
        { month: '2024-05', count: 6 },
      ],
    }),
    'POST /business/project/getProjectNews': () => ({ code: 200, msg: 'ok', total: 1, rows: [NEWS] }),
    'GET /business/projectRole/getUserProjectPermission/9': () => ({
      code: 200,
      msg: 'ok',
      data: { '7': ['business:project:query'] },
    }),
    'POST /business/project/changeStar': ok,
    ...Object.fromEntries(
      Object.entries(DICTS).map(([type, data]) => [
        `GET /system/dict/data/type/${type}`,
        () => ({ code: 200, msg: 'ok', data }),
      ]),
    ),
  };
  const recorded = (handler: (call: Call) => unknown) => (call: Call) => {
    const query = call.query.toString();
    calls.push({ method: call.method, path: call.path, query: query ? `?${query}` : '', body: call.body });
    return handler(call);
  };
  sharedServer(Object.fromEntries(Object.entries(routes).map(([route, handler]) => [route, recorded(handler)])));
}

const open = (id = '7') =>
  renderWithProviders(
    <Routes>
      <Route path="/projectDashboard/:id" element={<ProjectDashboardPage />} />
      <Route path="/project" element={<p>project list</p>} />
    </Routes>,
    `/projectDashboard/${id}`,
  );

chineseEachTest();
beforeEach(() => {
  calls.length = 0;
  charts.options.length = 0;
  charts.resized = 0;
  useSession.setState({
    token: 't',
    roles: ['common'],
    permissions: [],
    permissionProjectId: null,
    projectPermissions: {},
  });
  useSession.setState({ user: { userId: 9 } as never });
  useCurrentProject.setState({ projectId: null, projectName: null });
});

describe('项目仪表盘', () => {
  it('shows the header, the figures and both charts from the server', async () => {
    fakeFeedback();
    fakeServer(() => ({ code: 200, msg: 'ok', data: INFO }));
    open();
    const page = await screen.findByTestId('project-dashboard');
    expect(within(page).getByTestId('dashboard-project-name').textContent).toBe('滨江综合体');
    expect(within(page).getByText('在建')).toBeTruthy();
    expect(within(page).getByText('城东片区')).toBeTruthy();
    expect(within(page).getByText('中建三局')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-figure-members')).getByText('12')).toBeTruthy();
    expect(within(screen.getByTestId('dashboard-figure-news')).getByText('31')).toBeTruthy();
    expect(await screen.findByText('张三加入项目')).toBeTruthy();
    expect(calls.find((c) => c.path === '/business/project/getProjectNews')?.body).toEqual({
      projectId: 7,
      pageNum: 1,
      pageSize: 8,
    });
    expect(calls.find((c) => c.path === '/business/project/getProjectNewsByMonth')?.body).toEqual({
      projectId: 7,
      months: 12,
    });

    await waitFor(() => {
      const news = lastOption('dashboard-news-chart');
      expect(news?.option.xAxis).toEqual({ type: 'category', data: ['2024-04', '2024-05'] });
    });
    await waitFor(() => {
      const pie = lastOption('dashboard-members-chart');
      const series = (pie?.option.series as { data: unknown }[] | undefined)?.[0];
      expect(series?.data).toEqual([
        { name: '施工单位', value: 9 },
        { name: '监理单位', value: 3 },
      ]);
    });
    window.dispatchEvent(new Event('resize'));
    expect(charts.resized).toBe(2);
  });

  it('makes the project current when none is chosen, with the caller’s project permissions', async () => {
    fakeFeedback();
    fakeServer(() => ({ code: 200, msg: 'ok', data: INFO }));
    open();
    await waitFor(() => expect(useCurrentProject.getState().projectId).toBe('7'));
    expect(useCurrentProject.getState().projectName).toBe('滨江综合体');
    expect(useSession.getState().permissionProjectId).toBe('7');
    expect(useSession.getState().projectPermissions['7']).toEqual(['business:project:query']);
    expect(sessionStorage.getItem('toProblemtracking')).toBe('1');
    expect(await screen.findByTestId('dashboard-is-current')).toBeTruthy();
  });

  it('keeps another chosen project until 设为当前项目 is clicked, and stars', async () => {
    const told = fakeFeedback();
    fakeServer(() => ({ code: 200, msg: 'ok', data: INFO }));
    useCurrentProject.setState({ projectId: '3', projectName: '城东片区' });
    open();
    await userEvent.click(await screen.findByTestId('dashboard-set-current'));
    await waitFor(() => expect(useCurrentProject.getState().projectId).toBe('7'));
    expect(told.success).toHaveBeenCalledWith('已设为当前项目');

    await userEvent.click(screen.getByTestId('dashboard-star'));
    await waitFor(() => expect(calls.some((c) => c.path === '/business/project/changeStar')).toBe(true));
    expect(calls.find((c) => c.path === '/business/project/changeStar')).toMatchObject({
      method: 'POST',
      query: '?projectId=7&star=1',
    });
  });

  it('shows the error and a way back instead of a blank page when the project is refused', async () => {
    const told = fakeFeedback();
    fakeServer(() => ({ code: 403, msg: '没有权限访问该项目数据！' }));
    open();
    const error = await screen.findByTestId('dashboard-error');
    expect(within(error).getByTestId('dashboard-error-message').textContent).toBe('当前操作没有权限');
    expect(screen.queryByTestId('project-dashboard')).toBeNull();
    expect(useCurrentProject.getState().projectId).toBeNull();
    expect(told.notifyError).toHaveBeenCalled();
    await userEvent.click(within(error).getByTestId('dashboard-back'));
    expect(await screen.findByText('project list')).toBeTruthy();
  });
});
