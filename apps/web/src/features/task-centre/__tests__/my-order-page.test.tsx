import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { viewerCalls } from '@/shared/testing/fake-navigated-viewer.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import MyOrderPage from '../pages/my-order-page.tsx';
import { comment, data, ok, order, renderPage, SCHEMA, status } from './fixtures.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

const REJECTED = order({
  orderId: 12,
  title: '被驳回的工单',
  status: '2',
  currentTasks: [],
  rejectReason: '照片不清晰',
  instanceId: 22,
});

/** The applicant's completion approval of a problem: not a work order. */
const APPROVAL = {
  ...order({
    orderId: null as unknown as number,
    formId: null as unknown as number,
    title: '外墙渗水',
    formName: '质量整改审批',
    formData: {},
    instanceId: 23,
    currentTasks: [{ taskId: 41, taskName: '整改审批', assigneeName: null }],
  }),
  bizTable: 'quality_improvement',
  bizId: '7',
};

function serve() {
  return fakeServer({
    'GET /system/order/list': (call) =>
      call.query.get('status') === '2'
        ? table([REJECTED])
        : table([order(), REJECTED, order({ orderId: 13, status: '1', currentTasks: [] }), APPROVAL]),
    'GET /system/order/taskForm/41': () =>
      data({ formContent: SCHEMA, formData: { planName: '外墙渗水', planContent: '外墙重新打胶' } }),
    'GET /business/quality/listApprovalRectification/23': () => table([]),
    'GET /flowable/processInstance/status/23': () => data(status()),
    'GET /system/order/11': () => data({ ...order(), formContent: SCHEMA }),
    'GET /system/order/12': () => data({ ...REJECTED, formContent: SCHEMA }),
    'GET /flowable/task/commentsByBizId': (call) =>
      data(
        call.query.get('bizId') === '12'
          ? [
              comment({ commentId: 1 }),
              comment({ commentId: 2, action: 'reject', taskName: '审批', userName: '李工', comment: '照片不清晰' }),
            ]
          : [comment({ commentId: 1, comment: '请审批' })],
      ),
    'GET /flowable/processInstance/status/21': () => data(status()),
    'GET /flowable/processInstance/status/22': () => data(status()),
    'POST /system/order/withdraw': ok,
    'POST /system/order/resubmit': ok,
  });
}

const told = recordFeedbackEachTest();
beforeEach(() => {
  viewerCalls.imported = [];
  viewerCalls.markers = [];
  viewerCalls.known = new Set(['start', 'toReview', 'review']);
  viewerCalls.fail = null;
});

// Each case renders the order in form-js: slow when files run side by side.
describe('我的任务', { timeout: 40_000 }, () => {
  it('lists the orders with their status, step and holder, and filters by status', async () => {
    const server = serve();
    renderPage(<MyOrderPage />);
    const row = await screen.findByTestId('order-mine-row-11');
    expect(within(row).getByTestId('order-status').textContent).toBe('审批中');
    expect(within(row).getByText('审批 · 李工')).toBeTruthy();
    expect(within(screen.getByTestId('order-mine-row-12')).getByTestId('order-status').textContent).toBe('已驳回');
    expect(within(screen.getByTestId('order-mine-row-13')).getByTestId('order-status').textContent).toBe('已通过');
    // Withdraw only while in approval, resubmit only when rejected.
    expect(within(row).getByTestId('order-mine-withdraw')).toBeTruthy();
    expect(within(row).queryByTestId('order-mine-resubmit')).toBeNull();
    expect(within(screen.getByTestId('order-mine-row-12')).getByTestId('order-mine-resubmit')).toBeTruthy();
    expect(within(screen.getByTestId('order-mine-row-13')).queryByTestId('order-mine-withdraw')).toBeNull();

    await userEvent.click(screen.getByTestId('order-mine-status'));
    await userEvent.click(await screen.findByTitle('已驳回'));
    await userEvent.click(screen.getByTestId('order-mine-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('order-mine-row-11')).toBeNull());
    expect(server.reads.at(-1)?.searchParams.get('status')).toBe('2');
  });

  it('查看 shows the values read-only, the history and the progress diagram', async () => {
    serve();
    renderPage(<MyOrderPage />);
    await userEvent.click(within(await screen.findByTestId('order-mine-row-11')).getByTestId('order-mine-view'));
    const values = await screen.findByTestId('order-form-values');
    await waitFor(() => expect(values.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
    const input = values.querySelector('.fjs-form input[type=text]') as HTMLInputElement;
    expect(input.value).toBe('三层楼板裂缝');
    expect(input.readOnly || input.disabled).toBe(true);
    expect(within(await screen.findByTestId('order-history')).getByText('请审批')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bpmn-viewer').dataset.state).toBe('shown'));
    expect(viewerCalls.imported).toEqual(['<definitions id="quality"/>']);
    expect(viewerCalls.markers).toEqual([
      ['start', 'bpmn-finished'],
      ['toReview', 'bpmn-taken'],
      ['review', 'bpmn-active'],
    ]);
  });

  it('lists the applicant’s completion approval of a problem beside the orders, and shows it', async () => {
    const server = serve();
    renderPage(<MyOrderPage />);
    const row = await screen.findByTestId('order-mine-row-quality_improvement-7-23');
    expect(within(row).getByText('外墙渗水')).toBeTruthy();
    expect(within(row).getByText('质量整改审批')).toBeTruthy();
    expect(within(row).getByText('整改审批 · 待认领')).toBeTruthy();
    // Not an order: no withdrawing it as one.
    expect(within(row).queryByTestId('order-mine-withdraw')).toBeNull();
    await userEvent.click(within(row).getByTestId('order-mine-view'));
    const values = await screen.findByTestId('order-form-values');
    await waitFor(() => expect(values.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
    expect((values.querySelector('.fjs-form input[type=text]') as HTMLInputElement).value).toBe('外墙渗水');
    const history = server.reads.find((url) => url.pathname.endsWith('/flowable/task/commentsByBizId'));
    expect(history?.searchParams.get('bizId')).toBe('7');
    expect(history?.searchParams.get('bizTable')).toBe('quality_improvement');
  });

  it('撤回 asks first, then withdraws the order', async () => {
    const server = serve();
    renderPage(<MyOrderPage />);
    await userEvent.click(within(await screen.findByTestId('order-mine-row-11')).getByTestId('order-mine-withdraw'));
    await waitFor(() =>
      expect(server.writes).toEqual([{ method: 'POST', path: '/system/order/withdraw', body: { orderId: 11 } }]),
    );
    expect(told).toContain('是否确认撤回工单"质量整改审批-张三"？');
    await waitFor(() => expect(told).toContain('撤回成功'));
  });

  it('重新提交 shows the rejection reason and sends the edited values', async () => {
    const server = serve();
    renderPage(<MyOrderPage />);
    await userEvent.click(within(await screen.findByTestId('order-mine-row-12')).getByTestId('order-mine-resubmit'));
    const dialog = await screen.findByTestId('order-resubmit-dialog');
    expect(within(dialog).getByTestId('order-reject-reason').textContent).toBe('照片不清晰');
    expect(await within(dialog).findByTestId('order-history-reject')).toBeTruthy();
    const form = screen.getByTestId('order-resubmit-form');
    await waitFor(() => expect(form.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
    const input = within(form).getByLabelText(/整改计划名称/);
    await userEvent.clear(input);
    await userEvent.type(input, '三层楼板裂缝（补拍照片）');
    await userEvent.type(screen.getByTestId('order-resubmit-note'), '已补拍');
    await userEvent.click(screen.getByTestId('order-resubmit-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toEqual({
      method: 'POST',
      path: '/system/order/resubmit',
      body: {
        orderId: 12,
        formData: { planName: '三层楼板裂缝（补拍照片）', planContent: '灌浆修补' },
        message: '已补拍',
      },
    });
    expect(told).toContain('重新提交成功');
  });

  it('opens the order a message links to (?orderId=)', async () => {
    serve();
    renderPage(<MyOrderPage />, ['*:*:*'], '/page', '/page?orderId=12');
    const drawer = await screen.findByTestId('order-detail');
    expect(within(drawer).getByTestId('order-reject-reason').textContent).toBe('照片不清晰');
  });

  it('shows the statuses in English', async () => {
    setLang('en');
    serve();
    renderPage(<MyOrderPage />);
    const row = await screen.findByTestId('order-mine-row-12');
    expect(within(row).getByTestId('order-status').textContent).toBe('Rejected');
    expect(within(row).getByText('Resubmit')).toBeTruthy();
  });
});
