import type { SysMessageRow } from '@zj/contract';
import { describe, expect, it, vi } from 'vitest';
import { type MessageProject, type ModelProblemDeps, openModelProblem, PROBLEM_PARAM_KEY } from '../model-problem.ts';
import { type OpenMessageDeps, openMessage } from '../open-message.ts';

const message = (over: Partial<SysMessageRow>): SysMessageRow => ({
  id: 9,
  title: '消息',
  content: null,
  relateTable: null,
  relateId: null,
  projectId: null,
  status: '0',
  recipient: 1,
  createBy: 'admin',
  createTime: '2026-05-01 10:00:00',
  ...over,
});

function deps(over: Partial<OpenMessageDeps> = {}) {
  const log: string[] = [];
  const all: OpenMessageDeps = {
    markRead: vi.fn(async (id: number) => {
      log.push(`read ${id}`);
    }),
    showDialog: vi.fn((kind) => log.push(`dialog ${kind}`)),
    openModelProblem: vi.fn(async (row) => {
      log.push(`model ${row.id}`);
    }),
    openPage: vi.fn((path: string) => log.push(`page ${path}`)),
    refresh: vi.fn(() => log.push('refresh')),
    ...over,
  };
  return { all, log };
}

describe('openMessage: what each relateTable does (spec 01 §4)', () => {
  it.each([
    ['safety_report', 'safety'],
    ['quality_problem', 'quality'],
    ['quality_problem_rectification', 'approval'],
  ] as const)('%s marks it read and opens the %s dialog', async (table, kind) => {
    const { all, log } = deps();
    const outcome = await openMessage(message({ id: 4, relateTable: table, relateId: '12' }), all);
    expect(outcome).toBe('dialog');
    expect(log).toEqual(['read 4', `dialog ${kind}`, 'refresh']);
  });

  it('model_problem marks it read and hands it to the problem-tracking jump', async () => {
    const { all, log } = deps();
    expect(await openMessage(message({ id: 5, relateTable: 'model_problem', projectId: 3 }), all)).toBe('model');
    expect(log).toEqual(['read 5', 'refresh', 'model 5']);
  });

  it.each([
    ['workflow_task', '/order/order/my-todo?taskId=31'],
    ['workflow_instance', '/order/order/my-order'],
    ['sys_work_order', '/order/order/my-order?orderId=31'],
  ] as const)('%s marks it read and opens %s', async (table, path) => {
    const { all, log } = deps();
    expect(await openMessage(message({ id: 7, relateTable: table, relateId: '31' }), all)).toBe('page');
    expect(log).toEqual(['read 7', 'refresh', `page ${path}`]);
  });

  it.each(['project', null, 'something_else'])('%s only marks read and refreshes', async (table) => {
    const { all, log } = deps();
    expect(await openMessage(message({ id: 6, relateTable: table }), all)).toBe('refresh');
    expect(log).toEqual(['read 6', 'refresh']);
  });

  it('does not mark a read message again', async () => {
    const { all, log } = deps();
    await openMessage(message({ id: 7, status: '1', relateTable: 'safety_report' }), all);
    expect(all.markRead).not.toHaveBeenCalled();
    expect(log).toEqual(['dialog safety', 'refresh']);
  });

  it('still opens the message when marking it read failed', async () => {
    const { all, log } = deps({ markRead: vi.fn(async () => Promise.reject(new Error('down'))) });
    await openMessage(message({ id: 8, relateTable: 'quality_problem' }), all);
    expect(log).toEqual(['dialog quality', 'refresh']);
  });
});

function modelDeps(project: MessageProject | Error, path: string | null = '/business/problemtracking') {
  const log: string[] = [];
  const all: ModelProblemDeps = {
    closeDrawer: () => log.push('close'),
    loadProject: vi.fn(async (id: number) => {
      log.push(`load ${id}`);
      if (project instanceof Error) throw project;
      return project;
    }),
    selectProject: async (id, p) => {
      log.push(`select ${id} ${p.projectName} ${p.hasBands}`);
    },
    problemTrackingPath: path,
    navigate: (to) => log.push(`go ${to}`),
    warnNoItems: () => log.push('no items'),
    tellTrackingOff: () => log.push('tracking off'),
  };
  return { all, log };
}

describe('openModelProblem', () => {
  const row = message({ relateTable: 'model_problem', relateId: '31', projectId: 3 });

  it('selects the project, stores problemParam and goes to problem tracking when it has bands', async () => {
    const { all, log } = modelDeps({ projectName: '一号楼', hasBands: true, permissions: ['admin'] });
    await openModelProblem(row, all);
    expect(log).toEqual(['close', 'load 3', 'select 3 一号楼 true', 'go /business/problemtracking']);
    expect(JSON.parse(localStorage.getItem(PROBLEM_PARAM_KEY) ?? 'null')).toEqual({
      sceneName: '',
      bimIds: '',
      projectId: 3,
      projectName: '一号楼',
    });
  });

  it('stays with 该模型无问题项 when the project has no bands', async () => {
    const { all, log } = modelDeps({ projectName: '二号楼', hasBands: false, permissions: undefined });
    await openModelProblem(row, all);
    expect(log).toEqual(['close', 'load 3', 'select 3 二号楼 false', 'no items']);
  });

  it('says problem tracking is off when its route is not reachable', async () => {
    const { all, log } = modelDeps({ projectName: '一号楼', hasBands: true, permissions: [] }, null);
    await openModelProblem(row, all);
    expect(log).toEqual(['close', 'load 3', 'select 3 一号楼 true', 'tracking off']);
  });

  it('changes nothing when the project cannot be loaded', async () => {
    const { all, log } = modelDeps(new Error('403'));
    await openModelProblem(row, all);
    expect(log).toEqual(['close', 'load 3']);
    expect(localStorage.getItem(PROBLEM_PARAM_KEY)).toBeNull();
  });

  it('warns without loading anything when the message names no project', async () => {
    const { all, log } = modelDeps({ projectName: 'x', hasBands: true, permissions: [] });
    await openModelProblem({ ...row, projectId: null }, all);
    expect(log).toEqual(['close', 'no items']);
  });
});
