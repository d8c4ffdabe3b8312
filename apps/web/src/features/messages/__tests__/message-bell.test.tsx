import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useUnread } from '@/shared/messages/unread-store.ts';
import { broadcastFrame } from '@/shared/realtime/app-events.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { chineseEachTest, recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderRouter } from '@/shared/testing/render-routes.tsx';
import { MessageBell } from '../components/message-bell.tsx';
import { fakeApi, row, server, user } from './fake-message-api.ts';

const fetchMock = vi.fn<typeof fetch>();
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** What the user was told (recordFeedback: every confirmation accepted at once). */
let told: string[] = [];

const renderBell = (problemTrackingPath: string | null = '/business/problemtracking') =>
  renderRouter(
    [
      { path: '/', element: <MessageBell problemTrackingPath={problemTrackingPath} /> },
      { path: '/business/problemtracking', element: <p>问题追踪页面</p> },
      { path: '/order/order/my-todo', element: <p>待办任务页面</p> },
    ],
    '/',
  ).router;

const bell = () => screen.getByTestId('message-bell');
const openDrawer = async () => {
  await userEvent.click(bell());
  return screen.findByTestId('message-drawer');
};

chineseEachTest();
beforeEach(() => {
  server.messages = [];
  server.approvals = {};
  server.reports = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(fakeApi);
  vi.stubGlobal('fetch', fetchMock);
  told = recordFeedback().told;
  useSession.setState({ token: 'tok', user, projectPermissions: {}, permissionProjectId: null });
  useUnread.getState().reset();
});

describe('message bell and drawer', () => {
  it('shows the unread total on the bell and lists title, time and record in the drawer', async () => {
    server.messages = [row(1, 'quality_problem'), row(2, null), row(3, 'project', { status: '1' })];
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('2 条未读消息'));
    expect(localStorage.getItem('messageNum')).toBe('2');
    expect(calls()).toContain('GET /prod-api/system/message/listSysMessage?recipient=1&status=0&pageNum=1&pageSize=99');
    const drawer = await openDrawer();
    expect(within(drawer).getByText('我的消息')).toBeTruthy();
    const item = await screen.findByTestId('message-item-1');
    expect(within(item).getByText('消息1')).toBeTruthy();
    expect(within(item).getByText('2026-05-01 09:00:00')).toBeTruthy();
    expect(within(item).getByText('关联记录：质量问题 #10')).toBeTruthy();
    expect(screen.getByTestId('message-item-2')).toBeTruthy();
    expect(screen.queryByTestId('message-item-3')).toBeNull();
    await userEvent.click(screen.getByTestId('message-tab-read'));
    expect(await screen.findByTestId('message-item-3')).toBeTruthy();
    expect(calls()).toContain('GET /prod-api/system/message/listSysMessage?recipient=1&status=1&pageNum=1&pageSize=99');
  });

  it('says 安全问题 for a message about a safety problem', async () => {
    server.messages = [
      row(1, 'quality_problem', {
        title: '您被指派处理安全问题「脚手架松动」',
        titleKey: 'message.safetyProblemAssigned',
        titleParams: { problem: '脚手架松动' },
      }),
      row(2, 'quality_problem_rectification', {
        title: '安全问题「脚手架松动」的完成申请被驳回：照片不清晰',
        titleKey: 'message.safetyProblemRejected',
        titleParams: { problem: '脚手架松动', reason: '照片不清晰' },
      }),
    ];
    renderBell();
    await openDrawer();
    expect(within(await screen.findByTestId('message-item-1')).getByText('关联记录：安全问题 #10')).toBeTruthy();
    expect(within(screen.getByTestId('message-item-2')).getByText('关联记录：安全问题整改 #20')).toBeTruthy();
    setLang('en');
    expect(
      await within(screen.getByTestId('message-item-1')).findByText('Related record: Safety problem #10'),
    ).toBeTruthy();
  });

  it('shows the related project by name and the title in the reader’s language, from its key', async () => {
    server.messages = [
      row(1, 'project', {
        title: '您已被加入项目「滨江花园」',
        titleKey: 'message.projectJoined',
        titleParams: { project: '滨江花园' },
        relateId: '7',
        relateName: '滨江花园',
      }),
      row(2, null, { title: '旧的消息', titleKey: null }),
    ];
    renderBell();
    await openDrawer();
    const item = await screen.findByTestId('message-item-1');
    expect(within(item).getByText('您已被加入项目「滨江花园」')).toBeTruthy();
    expect(within(item).getByText('关联记录：项目「滨江花园」')).toBeTruthy();
    expect(within(item).queryByText(/#7/)).toBeNull();
    act(() => setLang('en'));
    expect(await within(item).findByText('You were added to the project "滨江花园"')).toBeTruthy();
    expect(within(item).getByText('Related record: Project “滨江花园”')).toBeTruthy();
    // A message written before keys existed keeps its stored title.
    expect(within(screen.getByTestId('message-item-2')).getByText('旧的消息')).toBeTruthy();
  });

  it('opens a safety report as the bulletin dialog and marks it read', async () => {
    server.messages = [row(5, 'safety_report', { content: '脚手架未验收' }), row(6, null)];
    server.reports['50'] = {
      reportId: 50,
      projectId: 3,
      projectName: '滨江花园',
      title: '脚手架专项检查',
      level: '重要',
      type: '高空作业',
      dept: '安全部',
      inspectionTime: '2026-05-05 09:00:00',
      inspectionContent: '外架',
      participants: '张三,李四',
      processed: '王五',
      content: '脚手架未验收',
      problem: null,
      problemFiles: '',
      rectification: null,
      rectificationFiles: '',
      createBy: 'admin',
      createTime: '2026-05-05 10:00:00',
    };
    renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-5'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(screen.getAllByText('安全专项检查通报').length).toBeGreaterThan(0);
    // The bulletin is the report itself, read by the message's relateId.
    const bulletin = await within(dialog).findByTestId('safety-bulletin');
    expect(within(bulletin).getByTestId('safety-bulletin-title').textContent).toBe('脚手架专项检查');
    expect(within(bulletin).getByText('脚手架未验收')).toBeTruthy();
    expect(within(bulletin).getByText('高空作业')).toBeTruthy();
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('width: 600px');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ id: 5, status: '1' });
    expect(server.messages.find((m) => m.id === 5)?.status).toBe('1');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('1 条未读消息'));
    await waitFor(() => expect(screen.queryByTestId('message-item-5')).toBeNull());
  });

  it('shows the rejection reason of a rectification in 审批信息, read from approval/{bizId} data[0]', async () => {
    server.messages = [row(7, 'quality_problem_rectification', { content: '旧的原因' })];
    server.approvals['70'] = [
      {
        bizId: '70',
        message: '整改照片不清晰',
        action: 'reject',
        taskName: '审批',
        userName: '李工',
        createTime: '2026-05-07 10:00:00',
      },
      { bizId: '70', message: '', action: 'start', taskName: '', userName: '张三', createTime: '2026-05-07 09:00:00' },
    ];
    renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-7'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(screen.getByText('审批信息')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('message-reject-reason').textContent).toBe('整改照片不清晰'));
    expect(within(dialog).getByText('李工 · 审批')).toBeTruthy();
    expect(document.querySelector('.ant-modal')?.getAttribute('style') ?? '').toContain('width: 400px');
    // The labels stay on one line in the narrow dialog (not one character per line).
    const labels = [...dialog.querySelectorAll<HTMLElement>('.ant-descriptions-item-label')];
    expect(labels.map((label) => label.textContent)).toEqual(['标题', '驳回原因', '审批人', '时间']);
    for (const label of labels) expect(label.style.whiteSpace).toBe('nowrap');
    await waitFor(() => expect(server.messages[0]?.status).toBe('1'));
  });

  it('gives the focus back to the drawer when the dialog is gone: Escape then closes the drawer', async () => {
    server.messages = [row(7, 'quality_problem_rectification')];
    server.approvals['70'] = [];
    renderBell();
    // jsdom runs no CSS animation: the drawer's and the dialog's are ended by hand.
    const drawer = await openDrawer();
    fireEvent.transitionEnd(drawer);
    await userEvent.click(await screen.findByTestId('message-item-7'));
    const dialog = await screen.findByTestId('message-dialog');
    // The message is read: it leaves 未读 while its dialog is open.
    await waitFor(() => expect(screen.queryByTestId('message-item-7')).toBeNull());
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    await userEvent.click(within(modal).getByText(/关\s*闭/));
    await waitFor(() => expect(modal.className).toContain('leave-active'));
    fireEvent.transitionEnd(modal);
    await waitFor(() => expect(screen.queryByTestId('message-dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('message-drawer-body'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer.className).toContain('motion-right-leave'));
  });

  it('a new task message closes the drawer and opens 待办任务', async () => {
    server.messages = [row(6, 'workflow_task')];
    renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-6'));
    expect(await screen.findByText('待办任务页面')).toBeTruthy();
    await waitFor(() => expect(server.messages[0]?.status).toBe('1'));
  });

  it('opens a quality problem in the problem dialog (列表治理)', async () => {
    server.messages = [row(8, 'quality_problem')];
    renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-8'));
    expect(await screen.findByText('列表治理')).toBeTruthy();
    expect((await screen.findByTestId('problem-name', {}, { timeout: 8000 })).textContent).toBe('三层楼板裂缝');
    expect(screen.queryByTestId('message-dialog')).toBeNull();
  }, 60_000);

  it('a project message is only marked read and the list refreshed', async () => {
    server.messages = [row(9, 'project')];
    renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-9'));
    await waitFor(() => expect(screen.queryByTestId('message-item-9')).toBeNull());
    expect(server.messages[0]?.status).toBe('1');
    expect(screen.queryByTestId('message-dialog')).toBeNull();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('消息'));
  });

  it('a model problem selects its project and goes to problem tracking', async () => {
    server.messages = [row(4, 'model_problem', { projectId: 3 })];
    const router = renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-4'));
    expect(await screen.findByText('问题追踪页面')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/business/problemtracking');
    expect(useCurrentProject.getState()).toMatchObject({ projectId: '3', projectName: '一号楼' });
    expect(sessionStorage.getItem('toProblemtracking')).toBe('1');
    expect(useSession.getState().permissionProjectId).toBe('3');
    expect(useSession.getState().projectPermissions['3']).toEqual(['business:project:query']);
    expect(JSON.parse(localStorage.getItem('problemParam') ?? 'null')).toEqual({
      sceneName: '',
      bimIds: '',
      projectId: 3,
      projectName: '一号楼',
    });
    expect(server.messages[0]?.status).toBe('1');
  });

  it('a model problem of a project without bands stays put with 该模型无问题项', async () => {
    server.messages = [row(4, 'model_problem', { projectId: 4 })];
    const router = renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-4'));
    await waitFor(() => expect(told).toContain('该模型无问题项'));
    expect(router.state.location.pathname).toBe('/');
    expect(useCurrentProject.getState()).toMatchObject({ projectId: '4', projectName: '二号楼' });
    expect(sessionStorage.getItem('toProblemtracking')).toBe('0');
  });

  it('a model problem of a project the user no longer sees changes nothing', async () => {
    useCurrentProject.getState().clear();
    server.messages = [row(4, 'model_problem', { projectId: 77 })];
    const router = renderBell();
    await openDrawer();
    await userEvent.click(await screen.findByTestId('message-item-4'));
    await waitFor(() => expect(told).toContain('该项目不存在或您已不是该项目成员'));
    expect(router.state.location.pathname).toBe('/');
    expect(useCurrentProject.getState().projectId).toBeNull();
    expect(localStorage.getItem('problemParam')).toBeNull();
    expect(server.messages[0]?.status).toBe('1');
  });

  it('marks everything read with 全部已读', async () => {
    server.messages = [row(1, null), row(2, null)];
    renderBell();
    await openDrawer();
    await screen.findByTestId('message-item-2');
    await userEvent.click(screen.getByTestId('message-read-all'));
    await waitFor(() => expect(screen.queryByTestId('message-item-2')).toBeNull());
    expect(calls()).toContain('POST /prod-api/system/message/readAllMessage');
    expect(server.messages.every((m) => m.status === '1')).toBe(true);
    expect(told).toContain('操作成功');
    expect(bell().getAttribute('aria-label')).toBe('消息');
  });

  it('a pushed message bumps the count, refreshes the list and notifies with its title', async () => {
    server.messages = [row(1, null)];
    renderBell();
    await openDrawer();
    await screen.findByTestId('message-item-1');
    const pushed = row(2, 'quality_problem', { title: '质量问题待整改' });
    server.messages = [...server.messages, pushed];
    act(() => broadcastFrame({ act: 'message', data: pushed }));
    expect(await screen.findByText('质量问题待整改', { selector: '.ant-notification-notice-title' })).toBeTruthy();
    expect(await screen.findByTestId('message-item-2')).toBeTruthy();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('2 条未读消息'));
  });

  it('caps the badge at 99+', async () => {
    server.messages = Array.from({ length: 120 }, (_, i) => row(i + 1, null));
    renderBell();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('120 条未读消息'));
    await waitFor(() => expect(screen.getByTestId('message-badge').textContent).toContain('99+'));
  });
});
