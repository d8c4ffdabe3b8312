import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { adminUser, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { PlanApprovalLine } from '../components/plan-approval-line.tsx';

const fake = fakeServerEachTest();

beforeEach(() => {
  localStorage.clear();
  setToken('t');
  inProject(['business:plan:query'], adminUser({ userId: 5, userName: 'planner', admin: false }));
  useCurrentProject.setState({ projectId: '3', projectName: '别的项目' });
});

const PLAN = {
  planId: 5,
  projectId: 7,
  parentId: null,
  planName: '1号楼总进度计划',
  planGroup: '0',
  tag: '',
  sort: 1,
  status: '1',
  versionNo: 2,
  startDate: '2026-03-02',
  finishDate: '2026-09-30',
  taskCount: 48,
  progress: 0,
  plannedProgress: null,
  rejectReason: null,
  orderId: 9,
  remark: '',
  createBy: 'planner',
  createTime: '2026-11-20 09:00:00',
  updateTime: null,
  calendar: { weekendDays: [0], holidays: [], workdays: [] },
  tasks: [],
  links: [],
  duration: 180,
  shared: false,
};

describe('a 计划审批 task in 待办', () => {
  it('shows the plan to decide on and opens it in 进度计划 under its project', { timeout: 60_000 }, async () => {
    fake.server.answer('GET /business/plan/5', () => ({ code: 200, msg: 'ok', data: PLAN }));
    fake.server.answer('GET /business/project/userProjectTreelist', () => ({
      code: 200,
      msg: 'ok',
      data: [
        {
          projectId: 2,
          parentId: 0,
          projectName: '园区',
          extend1: '',
          children: [{ projectId: 7, parentId: 2, projectName: '滨江综合体', extend1: '' }],
        },
      ],
    }));
    fake.server.answer('GET /business/project/bands/7', () => ({ code: 200, msg: 'ok', data: [] }));
    renderWithProviders(
      <Routes>
        <Route path="/" element={<PlanApprovalLine planId={5} />} />
        <Route path="/business/planmanage" element={<div data-testid="plan-page" />} />
      </Routes>,
    );
    const line = await screen.findByTestId('order-plan', {}, { timeout: 15_000 });
    expect(line.textContent).toContain('1号楼总进度计划');
    expect(line.textContent).toContain('滨江综合体');
    expect(line.textContent).toContain('2026-03-02 ~ 2026-09-30 · 180 个工作日');
    expect(line.textContent).toContain('48 · 当前版本 V2');
    await userEvent.click(screen.getByTestId('order-plan-open'));
    await screen.findByTestId('plan-page');
    expect(localStorage.getItem('planId')).toBe('5');
    await waitFor(() => expect(useCurrentProject.getState().projectId).toBe('7'));
  });

  it('shows nothing when the plan cannot be read (gone, or not the approver’s to see)', {
    timeout: 60_000,
  }, async () => {
    fake.server.answer('GET /business/plan/5', () => ({ code: 403, msg: '没有权限，请联系管理员授权' }));
    renderWithProviders(<PlanApprovalLine planId={5} />);
    await waitFor(() => expect(fake.server.called('GET', '/business/plan/5')).toHaveLength(1));
    expect(screen.queryByTestId('order-plan')).toBeNull();
  });
});
