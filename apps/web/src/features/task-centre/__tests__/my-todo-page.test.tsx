import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import MyTodoPage from '../pages/my-todo-page.tsx';
import { comment, data, ok, renderPage, SCHEMA, status, task } from './fixtures.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

const button = (code: string, name: string, sort: number, isHide = false) => ({
  id: `b_${code}`,
  name,
  code,
  isHide,
  next: '',
  sort,
});
const WITH_BUTTONS = task({
  taskId: 32,
  title: '带按钮的任务',
  buttons: [button('reject', '不同意', 2), button('agree', '同意', 1), button('secret', '隐藏', 0, true)],
});

/** A problem's completion approval: not a work order; its form and values come with the task. */
const PROBLEM_TASK = task({
  taskId: 33,
  orderId: null,
  formId: null,
  bizTable: 'quality_improvement',
  bizId: '7',
  title: '外墙渗水',
  formKey: 'quality_improvement',
  formName: '质量整改审批',
  formData: {},
  taskName: '整改审批',
  currentTasks: [{ taskId: 33, taskName: '整改审批', assigneeName: null }],
});

/** The applicant's own order, rejected back to them: its first step is theirs again. */
const REJECTED_ORDER = task({
  taskId: 34,
  orderId: 12,
  bizId: '12',
  title: '被驳回的工单',
  status: '2',
  taskName: '提交整改',
  rejectReason: '照片不清晰',
  currentTasks: [{ taskId: 34, taskName: '提交整改', assigneeName: '张三' }],
});
/** The applicant's problem approval, rejected back to them. */
const REJECTED_PROBLEM = task({
  ...PROBLEM_TASK,
  taskId: 35,
  status: '2',
  taskName: '提交整改',
  rejectReason: '整改不到位',
});

/** GET /flowable/task/{id}: the caller's open task, or (gone) refused as no longer theirs. */
let linkedTask: { id: number; state: 'open' | 'gone' } | null = null;
const fakeServerTask = (id: number, state: 'open' | 'gone') => {
  linkedTask = { id, state };
};

function serve() {
  linkedTask = null;
  return fakeServer({
    'GET /flowable/task/31': () =>
      linkedTask?.state === 'open'
        ? data({
            taskId: 31,
            taskName: '审批',
            elementId: 'review',
            instanceId: 21,
            processName: '质量整改审批',
            title: '质量整改审批-张三',
            definitionKey: 'quality_improvement',
            bizTable: 'sys_work_order',
            bizId: '11',
            businessKey: 'quality_improvement',
            startUserId: 5,
            startUserName: '张三',
            assigneeId: null,
            assigneeName: null,
            claimed: false,
            status: 'open',
            outcome: '',
            comment: '',
            formKey: '',
            buttons: [],
            priority: 50,
            dueDate: null,
            createTime: '2026-05-01 09:00:01',
            endTime: null,
            instanceStatus: 'running',
          })
        : { code: 403, msg: '没有权限' },
    'GET /flowable/task/36': () => ({ code: 403, msg: '没有权限，请联系管理员授权' }),
    'GET /system/order/myTodoList': () => table([task(), WITH_BUTTONS, PROBLEM_TASK, REJECTED_ORDER, REJECTED_PROBLEM]),
    'GET /system/order/12': () => data({ ...REJECTED_ORDER, formContent: SCHEMA }),
    'GET /system/order/taskForm/35': () =>
      data({ formContent: SCHEMA, formData: { planName: '外墙渗水', planContent: '已修补外墙' } }),
    'POST /system/order/resubmit': ok,
    'POST /flowable/task/resubmit': ok,
    'GET /system/order/taskForm/33': () =>
      data({ formContent: SCHEMA, formData: { planName: '外墙渗水', planContent: '已修补外墙' } }),
    'GET /system/order/11': () => data({ ...task(), formContent: SCHEMA }),
    'GET /business/quality/listApprovalRectification/21': () =>
      table([
        {
          id: 5,
          problemId: 7,
          content: '外墙重新打胶',
          files: '/prod-api/file/2026/05/01/a.png,/prod-api/file/2026/05/01/b.png',
          creatorId: 3,
          creator: 'pb_collab',
          createTime: '2026-05-01 10:00:00',
        },
      ]),
    'GET /flowable/task/commentsByBizId': () => data([comment({ comment: '请审批' })]),
    'GET /flowable/processInstance/status/21': () => data(status()),
    'GET /system/user/userlist': () =>
      table([
        { userId: 8, userName: 'wang', nickName: '王工', status: '0', deptId: 1, deptName: '工程部' },
        { userId: 9, userName: 'zhao', nickName: '赵工', status: '0', deptId: 1, deptName: '工程部' },
      ]),
    'POST /system/order/taskDeal': ok,
    'POST /system/order/taskDeal2': ok,
    'POST /flowable/task/reject': ok,
    'POST /flowable/task/delegate': ok,
    'POST /flowable/task/assign': ok,
    'POST /flowable/task/addSign': ok,
  });
}

/** The fake server and the page of a user who may handle 待办 (the fake server returned). */
function openTodo() {
  const server = serve();
  renderPage(<MyTodoPage />, ['system:order:todo']);
  return server;
}

/** Waits until the page's only write is that POST. */
const postedOnly = (server: ReturnType<typeof serve>, path: string, body: unknown) =>
  waitFor(() => expect(server.writes).toEqual([{ method: 'POST', path, body }]));

const open = async (taskId: number) => {
  await userEvent.click(within(await screen.findByTestId(`order-todo-row-${taskId}`)).getByTestId('order-todo-handle'));
  return screen.findByTestId('order-deal-dialog');
};

const told = recordFeedbackEachTest();

// Each case renders the order in form-js and the dialog's antd parts: slow when files run side by side.
describe('待办任务', { timeout: 40_000 }, () => {
  it('without buttons: 驳回 needs a reason, then rejects to the applicant with it', async () => {
    const server = openTodo();
    const dialog = await open(31);
    expect(within(dialog).getByText('审批 · 李工')).toBeTruthy();
    expect(await within(dialog).findByText('请审批')).toBeTruthy();
    await userEvent.click(screen.getByTestId('order-deal-reject'));
    expect(told).toContain('请填写驳回原因');
    expect(server.writes).toEqual([]);

    await userEvent.type(screen.getByTestId('order-deal-comment'), '照片不清晰');
    await userEvent.click(screen.getByTestId('order-deal-reject'));
    await postedOnly(server, '/system/order/taskDeal', { taskId: 31, approve: 2, message: '照片不清晰' });
    expect(told).toContain('办理成功');
    await waitFor(() => expect(screen.queryByTestId('order-deal-dialog')).toBeNull());
  });

  it('without buttons: 通过 approves, with the comment when there is one', async () => {
    const server = openTodo();
    await open(31);
    await userEvent.click(screen.getByTestId('order-deal-approve'));
    await postedOnly(server, '/system/order/taskDeal', { taskId: 31, approve: 1 });
  });

  it('shows the task’s own buttons in their order without the hidden one, and deals with taskDeal2', async () => {
    const server = openTodo();
    await open(32);
    const buttons = within(screen.getByTestId('order-deal-buttons'));
    expect(buttons.queryByTestId('order-deal-approve')).toBeNull();
    expect(buttons.queryByTestId('order-deal-button-secret')).toBeNull();
    const own = screen.getAllByTestId(/^order-deal-button-/).map((b) => b.textContent?.replace(/\s/g, ''));
    expect(own).toEqual(['同意', '不同意']);
    // A sending-back button needs a reason too.
    await userEvent.click(screen.getByTestId('order-deal-button-reject'));
    expect(server.writes).toEqual([]);
    await userEvent.type(screen.getByTestId('order-deal-comment'), '同意，按计划整改');
    await userEvent.click(screen.getByTestId('order-deal-button-agree'));
    await postedOnly(server, '/system/order/taskDeal2', { taskId: 32, code: 'agree', message: '同意，按计划整改' });
  });

  it('退回上一步 needs a comment and returns the task to the previous step', async () => {
    const server = openTodo();
    await open(31);
    await userEvent.click(screen.getByTestId('order-deal-back'));
    expect(server.writes).toEqual([]);
    await userEvent.type(screen.getByTestId('order-deal-comment'), '请补充资料');
    await userEvent.click(screen.getByTestId('order-deal-back'));
    await postedOnly(server, '/flowable/task/reject', { taskId: 31, target: 'previous', comment: '请补充资料' });
  });

  it('委派 and 加签 pick users with the user picker', async () => {
    const server = openTodo();
    await open(31);
    await userEvent.click(screen.getByTestId('order-deal-delegate'));
    await userEvent.click(screen.getByTestId('order-pick-ok'));
    expect(told).toContain('请选择一个用户');
    await userEvent.click(within(await screen.findByTestId('order-user-pick-8')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('order-pick-ok'));
    await postedOnly(server, '/flowable/task/delegate', { taskId: 31, userId: 8 });

    await open(31);
    await userEvent.click(screen.getByTestId('order-deal-add-sign'));
    await userEvent.click(within(await screen.findByTestId('order-user-pick-8')).getByRole('checkbox'));
    await userEvent.click(within(screen.getByTestId('order-user-pick-9')).getByRole('checkbox'));
    await userEvent.click(screen.getByTestId('order-pick-ok'));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes[1]).toEqual({
      method: 'POST',
      path: '/flowable/task/addSign',
      body: { taskId: 31, userIds: [8, 9] },
    });
  });

  it('handles another business’s task (a problem’s approval) with its process, its values and its own history', async () => {
    const server = openTodo();
    const dialog = await open(33);
    expect(within(dialog).getByText('流程')).toBeTruthy();
    expect(within(dialog).getByText('质量整改审批')).toBeTruthy();
    expect(within(dialog).getByText('外墙渗水')).toBeTruthy();
    await waitFor(() =>
      expect(server.reads.some((url) => url.pathname.endsWith('/system/order/taskForm/33'))).toBe(true),
    );
    const history = server.reads.find((url) => url.pathname.endsWith('/flowable/task/commentsByBizId'));
    expect(history?.searchParams.get('bizId')).toBe('7');
    expect(history?.searchParams.get('bizTable')).toBe('quality_improvement');
    // The approver sees what was rectified, with the photos.
    const rectifications = await within(dialog).findByTestId('approval-rectifications');
    expect(within(rectifications).getByText('外墙重新打胶')).toBeTruthy();
    expect(
      within(rectifications)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/prod-api/file/2026/05/01/a.png', '/prod-api/file/2026/05/01/b.png']);
    // No work order is read for it.
    expect(server.reads.some((url) => /\/system\/order\/\d+$/.test(url.pathname))).toBe(false);
    await userEvent.type(screen.getByTestId('order-deal-comment'), '照片不清晰');
    await userEvent.click(screen.getByTestId('order-deal-reject'));
    await postedOnly(server, '/system/order/taskDeal', { taskId: 33, approve: 2, message: '照片不清晰' });
  });

  it('a task rejected back to its applicant offers 重新提交 with the form editable, not the approver’s buttons', async () => {
    const server = openTodo();
    const row = await screen.findByTestId('order-todo-row-34');
    expect(within(row).queryByTestId('order-todo-handle')).toBeNull();
    await userEvent.click(within(row).getByTestId('order-todo-resubmit'));
    const dialog = await screen.findByTestId('order-resubmit-dialog');
    expect(screen.queryByTestId('order-deal-dialog')).toBeNull();
    expect(screen.queryByTestId('order-deal-approve')).toBeNull();
    expect(within(dialog).getByTestId('order-reject-reason').textContent).toBe('照片不清晰');
    const form = screen.getByTestId('order-resubmit-form');
    await waitFor(() => expect(form.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
    const input = within(form).getByLabelText(/整改计划名称/) as HTMLInputElement;
    expect(input.readOnly || input.disabled).toBe(false);
    await userEvent.clear(input);
    await userEvent.type(input, '补拍照片');
    await userEvent.click(screen.getByTestId('order-resubmit-submit'));
    await postedOnly(server, '/system/order/resubmit', {
      orderId: 12,
      formData: { planName: '补拍照片', planContent: '灌浆修补' },
    });
    expect(told).toContain('重新提交成功');
  });

  it('a problem approval rejected back to its applicant is sent again with its process’s values', async () => {
    const server = openTodo();
    const row = await screen.findByTestId('order-todo-row-35');
    expect(within(row).queryByTestId('order-todo-handle')).toBeNull();
    await userEvent.click(within(row).getByTestId('order-todo-resubmit'));
    const form = await screen.findByTestId('order-resubmit-form');
    await waitFor(() => expect(form.querySelector('.fjs-form textarea')).toBeTruthy(), { timeout: 5000 });
    const content = within(form).getByLabelText(/整改内容/);
    await userEvent.clear(content);
    await userEvent.type(content, '外墙重新打胶并补拍');
    await userEvent.click(screen.getByTestId('order-resubmit-submit'));
    await postedOnly(server, '/flowable/task/resubmit', {
      instanceId: 21,
      variables: { planName: '外墙渗水', planContent: '外墙重新打胶并补拍' },
    });
  });

  it('an old 待办 message opens its task when it is still to handle', async () => {
    serve();
    fakeServerTask(31, 'open');
    const { router } = renderPage(<MyTodoPage />, ['system:order:todo'], '/page', '/page?taskId=31');
    const dialog = await screen.findByTestId('order-deal-dialog');
    expect(within(dialog).getByText('审批 · 李工')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('an old 待办 message whose task was handled elsewhere says so', async () => {
    serve();
    fakeServerTask(36, 'gone');
    renderPage(<MyTodoPage />, ['system:order:todo'], '/page', '/page?taskId=36');
    await waitFor(() => expect(told).toContain('该待办任务已处理，无需再办理'));
    expect(screen.queryByTestId('order-deal-dialog')).toBeNull();
    expect(screen.queryByTestId('order-resubmit-dialog')).toBeNull();
  });

  it('speaks English', async () => {
    setLang('en');
    openTodo();
    await open(31);
    expect(screen.getByText('Handle: 审批')).toBeTruthy();
    expect(screen.getByTestId('order-deal-reject').textContent?.trim()).toBe('Reject');
    expect(screen.getByTestId('order-deal-back').textContent?.trim()).toBe('Return to previous step');
  });
});
