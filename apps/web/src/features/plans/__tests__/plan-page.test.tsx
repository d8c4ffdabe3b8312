import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLAN_PERMS as P, type PlanDetail } from '@zj/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { dictItem, fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import PlanManagePage from '../pages/plan-manage-page.tsx';
import { planDetail, planRow } from './plan-fakes.ts';

vi.mock('../gantt/svar-gantt.tsx', async () => await import('./fake-gantt.tsx'));

const fake = fakeServerEachTest();
const told: string[] = [];
const ok = () => ({ code: 200, msg: '操作成功' });
const appear = (testId: string) => screen.findByTestId(testId, {}, { timeout: 15_000 });

beforeEach(() => {
  told.length = 0;
  recordFeedback({ told, failures: 'ignored' });
  localStorage.clear();
  setToken('t');
  inProject(Object.values(P));
});

/** Project 7's plans: 总进度计划 (编制中, its child 3月计划) and 年度计划 (已批准, tagged); `plan` is plan 1. */
function servePlans(plan: () => PlanDetail = () => planDetail()) {
  fake.server.answer('GET /system/dict/data/type/biz_plan_group', () => ({
    code: 200,
    msg: 'ok',
    data: [dictItem('总进度计划', '0'), dictItem('年度计划', '1'), dictItem('月度计划', '2')],
  }));
  fake.server.answer('GET /business/plan/group', () => ({
    code: 200,
    msg: 'ok',
    data: [
      { planGroup: '0', label: '总进度计划', count: 2 },
      { planGroup: '2', label: '月度计划', count: 0 },
    ],
  }));
  fake.server.answer('GET /business/plan/list', () =>
    table([
      planRow(1, '总进度计划'),
      planRow(2, '2026年度计划', { status: '2', tag: '里程碑', versionNo: 1, progress: 60 }),
    ]),
  );
  fake.server.answer('GET /business/plan/getChild/1', () => ({
    code: 200,
    msg: 'ok',
    data: [planRow(3, '3月计划', { parentId: 1, planGroup: '2' })],
  }));
  fake.server.answer('GET /business/plan/1', () => ({ code: 200, msg: 'ok', data: plan() }));
  fake.server.answer('GET /business/plan/projectProgress', () => ({
    code: 200,
    msg: 'ok',
    data: {
      projectId: 7,
      planId: 1,
      planName: '总进度计划',
      startDate: '2026-03-02',
      finishDate: '2026-03-12',
      progress: 25,
      plannedProgress: 40,
      lateTasks: 1,
      projectStatus: '1',
      statusDate: '2026-03-02',
    },
  }));
}

/** The page with plan 1 chosen (as local storage keeps it). */
async function openPlan() {
  localStorage.setItem('planId', '1');
  renderWithProviders(<PlanManagePage />);
  return await appear('gantt-task-12');
}

describe('进度计划', () => {
  it('lists the plans by group with status, tag and child plans; a chosen plan is kept as planId', {
    timeout: 60_000,
  }, async () => {
    servePlans();
    renderWithProviders(<PlanManagePage />);
    expect((await appear('plan-status-1')).textContent).toBe('编制中');
    expect(screen.getByTestId('plan-status-2').textContent).toBe('已批准');
    expect(screen.getByTestId('plan-tagged-2').textContent).toBe('里程碑');
    expect(screen.getByTestId('plan-group-0').textContent).toContain('总进度计划');
    expect(screen.getByTestId('plan-none')).toBeTruthy();
    expect(fake.server.reads.map((url) => url.pathname + url.search)).toContain(
      '/prod-api/business/plan/list?projectId=7&planGroup=0&pageNum=1&pageSize=10',
    );

    await userEvent.click(screen.getByTestId('plan-item-1'));
    await appear('gantt-task-12');
    expect(localStorage.getItem('planId')).toBe('1');
    expect(screen.getByTestId('gantt-task-12').dataset.critical).toBe('true');
    expect(screen.getByTestId('plan-name').textContent).toBe('总进度计划');

    await userEvent.click(screen.getByTestId('plan-children-1'));
    expect((await appear('plan-item-3')).textContent).toContain('3月计划');

    expect(screen.getByTestId('plan-project-bar').textContent).toContain('延误任务 1 个');
  });

  it('names the seeded plan groups in English in the English UI', { timeout: 60_000 }, async () => {
    setLang('en');
    try {
      servePlans();
      renderWithProviders(<PlanManagePage />);
      await appear('plan-status-1');
      expect(screen.getByTestId('plan-group-0').textContent).toContain('Master schedule');
      expect(screen.getByTestId('plan-group-0').textContent).not.toContain('总进度计划');
    } finally {
      setLang('zh');
    }
  });

  it('orders the plans of a group (下移 sends the group’s plans in their new order) and sets a tag', {
    timeout: 60_000,
  }, async () => {
    servePlans();
    fake.server.answer('POST /business/plan/changeSort', ok);
    fake.server.answer('POST /business/plan/changeTag', ok);
    renderWithProviders(<PlanManagePage />);
    await userEvent.click(await appear('plan-more-1'));
    await userEvent.click(await appear('plan-down-1'));
    await waitFor(() => expect(fake.server.called('POST', '/business/plan/changeSort')).toHaveLength(1));
    expect(fake.server.called('POST', '/business/plan/changeSort')[0]?.body).toEqual({ projectId: 7, planIds: [2, 1] });
    expect(fake.server.reads.map((url) => url.search)).toContain('?projectId=7&planGroup=0&pageNum=1&pageSize=500');

    await userEvent.click(screen.getByTestId('plan-more-1'));
    await userEvent.click(await appear('plan-tag-1'));
    await userEvent.type(await appear('plan-tag-input'), '关键线路');
    await userEvent.click(screen.getByTestId('plan-tag-submit'));
    await waitFor(() =>
      expect(fake.server.called('POST', '/business/plan/changeTag')[0]?.body).toEqual({ planId: 1, tag: '关键线路' }),
    );
  });

  it('edits a task, shows the calculated schedule without saving, and saves the whole task list', {
    timeout: 60_000,
  }, async () => {
    servePlans();
    fake.server.answer('POST /business/plan/calculate', (call) => {
      const body = call.body as { tasks: { id: string; duration: number }[] };
      const main = body.tasks.find((task) => task.id === '12');
      return {
        code: 200,
        msg: 'ok',
        data: {
          finishDate: '2026-03-13',
          duration: 10,
          tasks: [
            {
              id: '12',
              summary: false,
              start: '2026-03-04',
              finish: main?.duration === 6 ? '2026-03-11' : '2026-03-10',
              totalFloat: 0,
              freeFloat: 0,
              critical: true,
            },
          ],
        },
      };
    });
    fake.server.answer('PUT /business/plan', ok);
    await openPlan();
    await userEvent.click(screen.getByTestId('gantt-task-12'));
    await userEvent.click(screen.getByTestId('plan-task-edit'));
    const duration = await appear('plan-task-duration');
    await userEvent.clear(duration);
    await userEvent.type(duration, '6');
    await userEvent.click(screen.getByTestId('plan-task-submit'));
    await appear('plan-dirty');
    await waitFor(() => expect(screen.getByTestId('gantt-task-12').textContent).toContain('2026-03-04~2026-03-11'), {
      timeout: 5000,
    });
    expect(fake.server.called('PUT', '/business/plan')).toHaveLength(0);

    await userEvent.click(screen.getByTestId('plan-save'));
    await waitFor(() => expect(fake.server.called('PUT', '/business/plan')).toHaveLength(1));
    const body = fake.server.called('PUT', '/business/plan')[0]?.body as Record<string, unknown>;
    expect(body.changeReason).toBeUndefined();
    expect(body.planId).toBe(1);
    expect(body.tasks).toEqual([
      expect.objectContaining({ id: '10', taskName: '主体结构', outlineLevel: 1 }),
      expect.objectContaining({ id: '11', taskName: '基础', outlineLevel: 2, duration: 2 }),
      expect.objectContaining({ id: '12', taskName: '主体', outlineLevel: 2, duration: 6 }),
      expect.objectContaining({ id: '13', taskName: '封顶', outlineLevel: 1, milestone: true, duration: 0 }),
    ]);
    expect(body.links).toEqual([
      { from: '11', to: '12', type: 'FS', lag: 0 },
      { from: '12', to: '13', type: 'FS', lag: 1 },
    ]);
    await waitFor(() => expect(told).toContain('保存成功'));
  });

  it('asks 变更原因 before saving a change of an approved plan, and sends it', { timeout: 60_000 }, async () => {
    servePlans(() => planDetail({ status: '2', versionNo: 1 }));
    fake.server.answer('POST /business/plan/calculate', () => ({
      code: 200,
      msg: 'ok',
      data: { finishDate: '2026-03-13', duration: 10, tasks: [] },
    }));
    fake.server.answer('PUT /business/plan', ok);
    await openPlan();
    fireEvent.click(screen.getByTestId('gantt-drag-first'));
    await userEvent.click(await appear('plan-save'));
    const dialog = await appear('plan-change-reason');
    await userEvent.click(screen.getByTestId('plan-change-reason-submit'));
    expect(await within(dialog).findByText('请输入原因')).toBeTruthy();
    expect(fake.server.called('PUT', '/business/plan')).toHaveLength(0);

    await userEvent.type(screen.getByTestId('plan-change-reason-input'), '业主要求提前开工');
    await userEvent.click(screen.getByTestId('plan-change-reason-submit'));
    await waitFor(() => expect(fake.server.called('PUT', '/business/plan')).toHaveLength(1));
    const body = fake.server.called('PUT', '/business/plan')[0]?.body as Record<string, unknown>;
    expect(body.changeReason).toBe('业主要求提前开工');
    expect((body.tasks as { id: string; startNoEarlierThan: string }[])[0]).toMatchObject({
      id: '10',
      startNoEarlierThan: '2026-03-03',
    });
  });

  it('shows the server’s refusal of a dependency cycle as it names the tasks', { timeout: 60_000 }, async () => {
    servePlans();
    fake.server.answer('POST /business/plan/calculate', () => ({
      code: 500,
      msg: '依赖关系形成循环：主体 → 基础 → 主体',
    }));
    await openPlan();
    await userEvent.click(screen.getByTestId('gantt-task-12'));
    await userEvent.click(screen.getByTestId('plan-task-links'));
    await userEvent.click(await appear('plan-link-to'));
    // The options are indented by outline level: 基础 is a subtask.
    await userEvent.click(await screen.findByTitle(/^\s*基础$/, {}, { timeout: 5000 }));
    await userEvent.click(screen.getByTestId('plan-link-submit'));
    await appear('gantt-link-12-11');
    expect((await appear('plan-calc-problem')).textContent).toContain('依赖关系形成循环：主体 → 基础 → 主体');
  });

  it('imports an MS Project file through the one upload path and tells what was read and left out', {
    timeout: 60_000,
  }, async () => {
    servePlans();
    fake.server.answer('POST /file/upload', (call) => {
      expect(call.query.get('kind')).toBe('mspdi');
      return { code: 200, msg: 'ok', data: { name: 'tower.xml', url: '/profile/upload/2026/11/29/tower.xml' } };
    });
    fake.server.answer('POST /business/plan/import', () => ({
      code: 200,
      msg: 'ok',
      data: {
        planId: 1,
        read: {
          tasks: 12,
          summaries: 3,
          milestones: 2,
          links: 14,
          resources: 2,
          assignments: 5,
          holidays: 8,
          workdays: 1,
        },
        leftOut: ['资源分配（5 条）', '周期性任务的重复规则'],
      },
    }));
    renderWithProviders(<PlanManagePage />);
    await userEvent.click(await appear('plan-import'));
    const form = await appear('plan-import-form');
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<Project/>'], 'tower.xml', { type: 'application/xml' }));
    await waitFor(() => expect(fake.server.called('POST', '/file/upload')).toHaveLength(1));
    await userEvent.click(screen.getByTestId('plan-import-submit'));
    expect((await appear('plan-import-read')).textContent).toBe(
      '读取了 12 个任务（3 个摘要任务、2 个里程碑）、14 条依赖关系、2 个资源、5 个分配、8 个节假日、1 个调休工作日',
    );
    expect(screen.getByTestId('plan-import-left-out').textContent).toContain('周期性任务的重复规则');
    expect(fake.server.called('POST', '/business/plan/import')[0]?.body).toEqual({
      projectId: 7,
      url: '/profile/upload/2026/11/29/tower.xml',
      planGroup: '0',
    });
    expect(localStorage.getItem('planId')).toBe('1');
  });
});
