import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type MeasureDetail, type MeasureRow, MEASURE_PERMS as P } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { dictItem, fakeServerEachTest, ok, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import MeasurePlanPage from '../pages/measure-plan-page.tsx';

const fake = fakeServerEachTest();
const ALL = Object.values(P);

const row = (over: Partial<MeasureRow> = {}): MeasureRow => ({
  measureId: 3,
  projectId: 7,
  title: '深基坑专项施工方案',
  category: '1',
  ownerId: 9,
  ownerName: '张工',
  deadline: '2020-05-20',
  status: '0',
  overdue: true,
  applyBy: '',
  applyTime: null,
  completeTime: null,
  createBy: '李工',
  createTime: '2026-11-20 10:00:00',
  ...over,
});
const detail = (over: Partial<MeasureDetail> = {}): MeasureDetail => ({
  ...row(),
  projectName: '滨江综合体',
  content: '钢板桩支护，分层开挖',
  attachments: '',
  rejectReason: null,
  orderId: null,
  completionNote: '',
  completionFiles: '',
  completedBy: '',
  remark: '',
  updateTime: null,
  ...over,
});

function serve(rows: MeasureRow[], one: MeasureDetail = detail()) {
  fake.server.answer('GET /system/dict/data/type/biz_measure_category', () => ({
    code: 200,
    msg: 'ok',
    data: [dictItem('安全措施', '0', 'danger'), dictItem('技术措施', '1', 'primary')],
  }));
  fake.server.answer('GET /business/projectRole/memberOptions/7', () =>
    table([
      { userId: 9, userName: 'zhang', nickName: '张工', deptName: null },
      { userId: 10, userName: 'li', nickName: '李工', deptName: null },
    ]),
  );
  fake.server.answer('GET /business/measure/list', () => table(rows));
  fake.server.answer(`GET /business/measure/${one.measureId}`, () => ({ code: 200, msg: 'ok', data: one }));
  fake.server.answer(`GET /business/measure/approval/${one.measureId}`, () => ({
    code: 200,
    msg: 'ok',
    data: {
      measureId: one.measureId,
      status: one.status,
      orderId: one.orderId,
      rejectReason: one.rejectReason,
      steps: one.rejectReason
        ? [
            {
              taskName: '提交措施',
              assignee: '李工',
              approve: '1',
              comment: null,
              startTime: '2026-11-20 10:00:00',
              endTime: '2026-11-20 10:00:00',
            },
            {
              taskName: '措施审批',
              assignee: '王工',
              approve: '2',
              comment: one.rejectReason,
              startTime: '2026-11-20 10:00:00',
              endTime: '2026-11-21 09:00:00',
            },
          ]
        : [],
    },
  }));
  fake.server.answer('POST /business/measure', () => ({ code: 200, msg: 'ok', data: 4 }));
  fake.server.answer('PUT /business/measure', ok);
  fake.server.answer('POST /business/measure/apply', ok);
  fake.server.answer('POST /business/measure/complete', ok);
}

describe('措施计划', () => {
  it('lists the project’s measures with their state, searches, and creates one in the dialog', {
    timeout: 60_000,
  }, async () => {
    serve([row(), row({ measureId: 5, title: '冬期施工措施', status: '4', overdue: false, category: '0' })]);
    const told = fakeFeedback();
    inProject(ALL, { userId: 10, userName: 'li', nickName: '李工' });
    renderWithProviders(<MeasurePlanPage />);
    const first = await screen.findByTestId('measure-row-3');
    expect(within(first).getByText('深基坑专项施工方案')).toBeTruthy();
    expect(within(screen.getByTestId('measure-status-3')).getByText('已逾期')).toBeTruthy();
    expect(within(screen.getByTestId('measure-status-5')).queryByText('已逾期')).toBeNull();
    expect(within(screen.getByTestId('measure-status-5')).getByText('已完成')).toBeTruthy();
    // A completed measure is neither changed nor submitted; a draft is.
    expect(screen.queryByTestId('measure-edit-5')).toBeNull();
    expect(screen.queryByTestId('measure-apply-5')).toBeNull();
    expect(screen.getByTestId('measure-apply-3')).toBeTruthy();
    expect(fake.server.reads.find((u) => u.pathname.endsWith('/business/measure/list'))?.search).toBe(
      '?projectId=7&pageNum=1&pageSize=20',
    );

    fireEvent.change(screen.getByTestId('measure-search-keyword'), { target: { value: '基坑' } });
    await userEvent.click(screen.getByTestId('measure-search-submit'));
    await waitFor(() =>
      expect(fake.server.reads.at(-1)?.search).toBe(
        `?projectId=7&pageNum=1&pageSize=20&keyword=${encodeURIComponent('基坑')}`,
      ),
    );

    await userEvent.click(screen.getByTestId('measure-add'));
    await userEvent.click(screen.getByTestId('measure-form-submit'));
    expect(await screen.findByText('措施名称不能为空')).toBeTruthy();
    expect(fake.server.writes).toEqual([]);
    fireEvent.change(screen.getByTestId('measure-form-title'), { target: { value: '雨季施工措施' } });
    fireEvent.change(screen.getByTestId('measure-form-content'), { target: { value: '排水沟、集水井、边坡覆盖' } });
    await choose('measure-form-category', '技术措施');
    await choose('measure-form-owner', '张工');
    const picker = screen.getByTestId('measure-form-deadline');
    const deadline = picker.tagName === 'INPUT' ? picker : (picker.querySelector('input') as HTMLElement);
    fireEvent.mouseDown(deadline);
    fireEvent.change(deadline, { target: { value: '2031-06-30' } });
    fireEvent.keyDown(deadline, { key: 'Enter', code: 'Enter' });
    await userEvent.click(screen.getByTestId('measure-form-submit'));
    await waitFor(() => expect(fake.server.writes).toHaveLength(1));
    expect(fake.server.writes[0]).toEqual({
      method: 'POST',
      path: '/business/measure',
      body: {
        projectId: 7,
        title: '雨季施工措施',
        category: '1',
        content: '排水沟、集水井、边坡覆盖',
        ownerId: 9,
        deadline: '2031-06-30',
        attachments: '',
        remark: '',
      },
    });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('新增成功'));
  });

  it('shows a rejected measure with its reason in the drawer and submits it again', { timeout: 60_000 }, async () => {
    const rejected = detail({ status: '3', rejectReason: '缺少风速监测要求', orderId: 12, overdue: false });
    serve([row({ status: '3', overdue: false })], rejected);
    const told = fakeFeedback();
    inProject([P.list, P.query, P.apply], { userId: 10, userName: 'li', nickName: '李工' });
    renderWithProviders(<MeasurePlanPage />);
    await userEvent.click(await screen.findByTestId('measure-view-3'));
    const drawer = await screen.findByTestId('measure-drawer');
    expect(await within(drawer).findByText('驳回原因：缺少风速监测要求')).toBeTruthy();
    expect(within(drawer).getAllByTestId('measure-approval-step')).toHaveLength(2);
    expect(within(drawer).getByText('已驳回')).toBeTruthy();
    // No edit permission: no 修改; apply is granted.
    expect(within(drawer).queryByTestId('measure-drawer-edit')).toBeNull();
    // Confirmed at once (the fake feedback says yes).
    await userEvent.click(within(drawer).getByTestId('measure-drawer-apply'));
    await waitFor(() =>
      expect(fake.server.writes).toEqual([{ method: 'POST', path: '/business/measure/apply', body: { measureId: 3 } }]),
    );
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('已提交审批'));
  });

  it('lets only the owner complete an approved measure, with a note', { timeout: 60_000 }, async () => {
    serve([row({ status: '2', overdue: false })], detail({ status: '2', overdue: false }));
    const told = fakeFeedback();
    inProject(ALL, { userId: 9, userName: 'zhang', nickName: '张工' });
    renderWithProviders(<MeasurePlanPage />);
    await userEvent.click(await screen.findByTestId('measure-complete-3'));
    await userEvent.click(screen.getByTestId('measure-complete-submit'));
    expect(await screen.findByText('完成情况不能为空')).toBeTruthy();
    fireEvent.change(screen.getByTestId('measure-complete-note'), { target: { value: '已完成支护，验收合格' } });
    await userEvent.click(screen.getByTestId('measure-complete-submit'));
    await waitFor(() =>
      expect(fake.server.writes).toEqual([
        {
          method: 'POST',
          path: '/business/measure/complete',
          body: { measureId: 3, completionNote: '已完成支护，验收合格', completionFiles: '' },
        },
      ]),
    );
    expect(told.success).toHaveBeenCalledWith('措施已完成');
  });

  it('offers 完成 to nobody but the owner', { timeout: 60_000 }, async () => {
    serve([row({ status: '2', overdue: false })]);
    inProject(ALL, { userId: 10, userName: 'li', nickName: '李工' });
    renderWithProviders(<MeasurePlanPage />);
    await screen.findByTestId('measure-row-3');
    expect(screen.queryByTestId('measure-complete-3')).toBeNull();
    expect(screen.queryByTestId('measure-edit-3')).toBeNull();
  });
});

/** Picks `label` in the antd Select inside the element with `testId`. */
async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.closest('.ant-select') ?? select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
