import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatTime, CONSTRUCTION_LOG_PERMS as P } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServerEachTest, ok, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ConstructionLogPage from '../pages/construction-log-page.tsx';
import { detail } from './log-test-kit.ts';

const fake = fakeServerEachTest();
const today = formatTime(new Date()).slice(0, 10);
const ALL = Object.values(P);

function serve(log = detail({ logDate: today })) {
  const state = { log, added: null as unknown };
  fake.server.answer('GET /business/schedule/log/calendar', () => ({
    code: 200,
    msg: 'ok',
    data:
      state.added || state.log.logId !== 99
        ? [
            {
              logId: state.log.logId,
              logDate: state.log.logDate,
              signed: Boolean(state.log.signedTime),
              createBy: state.log.createBy,
            },
          ]
        : [],
  }));
  fake.server.answer('GET /business/schedule/log/list', () => table([]));
  fake.server.answer(`GET /business/schedule/log/${log.logId}`, () => ({ code: 200, msg: 'ok', data: state.log }));
  fake.server.answer(`PUT /business/schedule/log/sign/${log.logId}`, () => {
    state.log = { ...state.log, signedBy: '张工', signedTime: `${today} 18:30:00` };
    return ok();
  });
  fake.server.answer('PUT /business/schedule/log', ok);
  return state;
}

describe('施工日志', () => {
  it('marks the days with a log and opens the day’s log; its author signs it and it locks', {
    timeout: 60_000,
  }, async () => {
    serve();
    const told = fakeFeedback();
    inProject(ALL, { userId: 9, userName: 'zhang', nickName: '张工' });
    renderWithProviders(<ConstructionLogPage />);
    const day = await screen.findByTestId(`clog-day-${today}`);
    expect(day.dataset.signed).toBe('0');
    await userEvent.click(await screen.findByTestId('clog-today'));
    const editor = await screen.findByTestId('clog-form');
    await waitFor(() => expect((screen.getByTestId('clog-weather') as HTMLInputElement).value).toBe('晴'));
    expect(within(editor).getByTestId('clog-headcount').textContent).toContain('20');
    await userEvent.click(screen.getByTestId('clog-sign'));
    await waitFor(() => expect(fake.server.writes.at(-1)?.path).toBe('/business/schedule/log/sign/5'));
    expect(told.success).toHaveBeenCalledWith('已签字');
    expect(await screen.findByTestId('clog-locked')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('clog-save')).toBeNull());
    expect((screen.getByTestId('clog-weather') as HTMLInputElement).disabled).toBe(true);
  });

  it('saves edited rows and keeps the sign button for the author only', { timeout: 60_000 }, async () => {
    serve();
    inProject(ALL, { userId: 10, userName: 'li', nickName: '李工' });
    renderWithProviders(<ConstructionLogPage />);
    await userEvent.click(await screen.findByTestId('clog-today'));
    await waitFor(() => expect((screen.getByTestId('clog-weather') as HTMLInputElement).value).toBe('晴'));
    expect((screen.getByTestId('clog-sign') as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByTestId('clog-manpower-add'));
    const trades = screen.getAllByLabelText('工种');
    await userEvent.type(trades[trades.length - 1] as HTMLElement, '瓦工');
    // The work row's task is picked among the project's plan tasks, with the quantity done.
    expect(screen.getByTestId('clog-work-task-0').textContent).toContain('2.1 主体结构');
    fake.server.answer('GET /business/schedule/log/planTasks', (call) => {
      expect(call.query.get('projectId')).toBe('7');
      return table(
        call.query.get('keyword') === '砌体'
          ? [
              {
                taskId: 32,
                planId: 3,
                planName: '总进度计划',
                wbs: '2.2',
                taskName: '砌体工程',
                start: '2026-11-01',
                finish: '2026-11-30',
                percentComplete: 0,
              },
            ]
          : [],
      );
    });
    const picker = screen.getByTestId('clog-work-task-0');
    fireEvent.mouseDown(within(picker.closest('.ant-select') ?? picker).getByRole('combobox'));
    await userEvent.type(within(picker.closest('.ant-select') ?? picker).getByRole('combobox'), '砌体');
    await userEvent.click(await screen.findByTestId('clog-task-option-32'));
    const quantity = screen.getAllByLabelText('完成量')[0] as HTMLElement;
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '42.5');
    await userEvent.click(screen.getByTestId('clog-save'));
    await waitFor(() => expect(fake.server.writes.at(-1)?.method).toBe('PUT'));
    const body = fake.server.writes.at(-1)?.body as {
      logId: number;
      manpower: unknown[];
      problemIds: number[];
      work: unknown[];
    };
    expect(body.work).toMatchObject([{ description: '3F 楼板钢筋绑扎', planTaskId: 32, percent: 60, quantity: 42.5 }]);
    expect(body.logId).toBe(5);
    expect(body.manpower).toEqual([
      { trade: '木工', count: 12 },
      { trade: '钢筋工', count: 8 },
      { trade: '瓦工', count: 0 },
    ]);
    expect(body.problemIds).toEqual([3]);
  });

  it('prints the log as the Chinese form', { timeout: 60_000 }, async () => {
    serve(detail({ logDate: today, signedBy: '张工', signedTime: `${today} 18:30:00` }));
    inProject(ALL, { userId: 9 });
    renderWithProviders(<ConstructionLogPage />);
    await userEvent.click(await screen.findByTestId('clog-today'));
    await userEvent.click(await screen.findByTestId('clog-print'));
    const sheet = await screen.findByTestId('clog-sheet');
    for (const label of [
      '施工日志',
      '工程名称',
      '日期',
      '天气',
      '气温',
      '风力',
      '施工人员',
      '机械',
      '施工内容',
      '材料进场',
      '检查验收',
      '发现问题',
      '记录人/签字',
    ])
      expect(within(sheet).getAllByText(label).length).toBeGreaterThan(0);
    expect(within(sheet).getByText('滨江综合体')).toBeTruthy();
    expect(within(sheet).getByTestId('clog-sheet-signer').textContent).toContain(`张工 / 张工  ${today} 18:30:00`);
  });

  it('writes a new day, copying the manpower and machinery of the last log', { timeout: 60_000 }, async () => {
    const previous = detail({ logId: 4, logDate: '2026-01-05' });
    fake.server.answer('GET /business/schedule/log/calendar', () => ({ code: 200, msg: 'ok', data: [] }));
    fake.server.answer('GET /business/schedule/log/list', (call) =>
      call.query.get('endDate') ? table([previous]) : table([]),
    );
    fake.server.answer('GET /business/schedule/log/4', () => ({ code: 200, msg: 'ok', data: previous }));
    fake.server.answer('POST /business/schedule/log', () => ({ code: 200, msg: 'ok', data: 6 }));
    fake.server.answer('GET /business/schedule/log/6', () => ({
      code: 200,
      msg: 'ok',
      data: detail({ logId: 6, logDate: today }),
    }));
    const told = fakeFeedback();
    inProject(ALL, { userId: 9 });
    renderWithProviders(<ConstructionLogPage />);
    await userEvent.click(await screen.findByTestId('clog-today'));
    await userEvent.click(await screen.findByTestId('clog-copy-previous'));
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('已沿用 2026-01-05 的人员和机械'));
    await userEvent.type(screen.getByTestId('clog-weather'), '阴');
    await userEvent.click(screen.getByTestId('clog-save'));
    await waitFor(() => expect(fake.server.writes.at(-1)?.method).toBe('POST'));
    expect(fake.server.writes.at(-1)?.body).toMatchObject({
      projectId: 7,
      logDate: today,
      weather: '阴',
      manpower: previous.manpower,
      machinery: previous.machinery,
      work: [],
    });
    const lastRead = fake.server.reads.find((url) => url.searchParams.get('endDate'));
    expect(lastRead?.searchParams.get('pageSize')).toBe('1');
  });
});
