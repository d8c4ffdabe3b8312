import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useUnread } from '@/shared/messages/unread-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, projectRow, table } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import WorkdeskPage from '../pages/workdesk-page.tsx';

const USER = { userId: 5, userName: 'zhang', nickName: '张三', roles: [], dept: null } as unknown as SessionUser;
const NEWS = {
  newsId: 31,
  projectId: 7,
  projectName: '滨江综合体',
  newsType: 'join',
  title: '李四加入项目',
  createBy: 'admin',
  createTime: '2024-05-02 09:00:00',
};
const JOINED = [7, 9].map((projectId) => ({
  projectId,
  parentId: 0,
  projectName: `项目${projectId}`,
  extend1: `项目${projectId}`,
  status: '1',
  cover: null,
  isAdmin: '0',
  userType: '0',
  roleId: null,
  roleName: null,
  star: projectId === 7,
  joinTime: null,
}));

/** 项目进度: project 9 is further behind its baseline than 7; project 11 has no plan. */
const progressOf = (projectId: number, planId: number | null, progress: number, planned: number | null, late = 0) => ({
  projectId,
  projectName: `项目${projectId}`,
  planId,
  planName: planId === null ? null : '总进度计划',
  startDate: null,
  finishDate: null,
  progress,
  plannedProgress: planned,
  lateTasks: late,
  projectStatus: '1' as const,
  statusDate: null,
});
const PROGRESS = [progressOf(7, 70, 40, 45), progressOf(9, 90, 10.4, 60.2, 3), progressOf(11, null, 0, null)];

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function start(permissions: string[], projects = true, pending = 0) {
  useSession.setState({ user: USER, roles: ['common'], permissions, projectPermissions: {} });
  const server = fakeServer({
    'GET /system/message/listSysMessage': () => table([], 4),
    'GET /business/project/userJoinProject': () => ({ code: 200, msg: 'ok', data: projects ? JOINED : [] }),
    'GET /business/project/getCardProjects': () => table([projectRow(7, '滨江综合体', { star: true })], 1),
    'POST /business/project/getProjectNews': () => table([NEWS], 1),
    'GET /business/project/userProjectTreelist': () => ({ code: 200, msg: 'ok', data: [] }),
    'GET /system/user/profile/loginRecords': () => ({ code: 200, msg: 'ok', data: [] }),
    'GET /flowable/task/todoCount': () => ({ code: 200, msg: 'ok', data: pending }),
    'GET /business/plan/projectProgressForMap': () => ({ code: 200, msg: 'ok', data: PROGRESS }),
  });
  renderWithProviders(
    <>
      <WorkdeskPage />
      <LocationProbe />
    </>,
    '/index',
  );
  return server;
}

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
});

describe('work desk', { timeout: 60_000 }, () => {
  it('shows the unread, project and starred counts, the latest news and the starred projects', async () => {
    const server = start(['business:project:list']);
    await waitFor(() => expect(screen.getByTestId('workdesk-unread-count').textContent).toBe('4'));
    await waitFor(() => expect(screen.getByTestId('workdesk-project-count').textContent).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('workdesk-starred-count').textContent).toBe('1'));
    const unread = server.called('GET', '/system/message/listSysMessage')[0]?.query;
    // the bell's query (spec 01 §9 page 1, size 99): one request, one count for the bell and the work desk
    expect(Object.fromEntries(unread ?? [])).toEqual({ recipient: '5', status: '0', pageNum: '1', pageSize: '99' });

    // a message pushed to the bell raises the work desk's figure too (one shared count)
    act(() => useUnread.getState().add(1));
    expect(screen.getByTestId('workdesk-unread-count').textContent).toBe('5');

    const news = await screen.findByTestId('workdesk-news-31');
    expect(within(news).getByText('李四加入项目')).toBeTruthy();
    await waitFor(() => expect(within(news).getByText('成员加入')).toBeTruthy());
    expect(server.called('POST', '/business/project/getProjectNews')[0]?.body).toEqual({ pageNum: 1, pageSize: 10 });

    const starred = await screen.findByTestId('workdesk-starred-7');
    expect(starred.getAttribute('href')).toBe('/projectDashboard/7');
    const cards = server.called('GET', '/business/project/getCardProjects')[0]?.query;
    expect(cards?.get('star')).toBe('1');
    expect(cards?.get('pageSize')).toBe('8');
  });

  it('项目进度: the projects with a plan, the furthest behind first, with planned percent and late tasks', async () => {
    start(['business:project:list']);
    const card = await screen.findByTestId('workdesk-progress');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.testid)).toEqual(['workdesk-progress-9', 'workdesk-progress-7']);
    expect(rows[0]?.textContent).toContain('项目9');
    expect(rows[0]?.textContent).toContain('计划 60%');
    expect(rows[0]?.textContent).toContain('3 项任务滞后');
    expect(rows[0]?.textContent).toContain('10%');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/projectDashboard/9');
    expect(rows[1]?.textContent).not.toContain('滞后');
    expect(within(card).queryByText('项目11')).toBeNull();
  });

  it('without the list permission: no starred projects and no call that would be refused', async () => {
    const server = start([], false);
    await waitFor(() => expect(screen.getByTestId('workdesk-project-count').textContent).toBe('0'));
    expect(screen.queryByTestId('workdesk-starred')).toBeNull();
    expect(screen.queryByTestId('workdesk-starred-count')).toBeNull();
    expect(server.called('GET', '/business/project/getCardProjects')).toHaveLength(0);
  });

  it('我的待办 shows the pending tasks the header badge counts, and leads to 待办任务', async () => {
    const server = start(['system:order:todo'], true, 3);
    await waitFor(() => expect(screen.getByTestId('workdesk-pending-count').textContent).toBe('3'));
    // The badge's own request: one count for the header and the work desk.
    expect(server.called('GET', '/flowable/task/todoCount')).toHaveLength(1);
    const card = screen.getByTestId('workdesk-pending-count-card');
    expect(within(card).getByText('待办任务')).toBeTruthy();
    await userEvent.click(card);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/order/order/my-todo'));
  });

  it('without the to-do permission: no pending figure and no call that would be refused', async () => {
    const server = start(['business:project:list']);
    await waitFor(() => expect(screen.getByTestId('workdesk-project-count').textContent).toBe('2'));
    expect(screen.queryByTestId('workdesk-pending-count-card')).toBeNull();
    expect(server.called('GET', '/flowable/task/todoCount')).toHaveLength(0);
  });
});
