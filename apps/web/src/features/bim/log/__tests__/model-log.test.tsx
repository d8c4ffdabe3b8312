import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ModelLogRow, MODEL_PERMS as P } from '@zj/contract';
import { describe, expect, it } from 'vitest';
import { fakeServerEachTest, table } from '@/shared/testing/fake-server.ts';
import { inProject } from '@/shared/testing/project-session.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { appear, band } from '../../models/__tests__/model-fakes.ts';
import { toLogQuery } from '../api/model-log.ts';
import ModelLogPage from '../pages/model-log-page.tsx';

const fake = fakeServerEachTest();
/** The query strings the log list was read with, in order. */
const logReads = () =>
  fake.server.reads.filter((url) => url.pathname.endsWith('/business/model/log/list')).map((url) => url.search);

const row = (logId: number, over: Partial<ModelLogRow> = {}): ModelLogRow => ({
  logId,
  projectId: 7,
  bandName: '建筑',
  versionNo: 2,
  action: 'upload',
  result: '0',
  durationMs: 5200,
  detail: 'house-v2.ifc (47 KB)',
  createBy: 'bim',
  createTime: '2026-11-29 09:00:00',
  ...over,
});

async function chooseOption(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.closest('.ant-select') ?? select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}

describe('模型日志', () => {
  it('lists the log and filters it by action and band', { timeout: 60_000 }, async () => {
    fake.server.answer('GET /business/model/band/list', () => table([band(1, '建筑'), band(2, '结构')]));
    fake.server.answer('GET /business/model/log/list', (call) =>
      table(
        [
          row(3, { action: 'convert', result: '1', durationMs: 130_000, detail: '模型文件已损坏，无法转换' }),
          row(2),
          row(1, { action: 'compare', versionNo: null, durationMs: 40 }),
          row(4, { bandName: '结构' }),
        ]
          .filter((entry) => !call.query.get('action') || entry.action === call.query.get('action'))
          .filter(
            (entry) => !call.query.get('bandId') || (entry.bandName === '结构') === (call.query.get('bandId') === '2'),
          ),
      ),
    );
    inProject([P.log]);
    renderWithProviders(<ModelLogPage />);
    const failed = await appear('mlog-row-3');
    expect(within(failed).getByText('转换')).toBeTruthy();
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(screen.getByTestId('mlog-row-2')).getByText('成功')).toBeTruthy();
    expect(within(failed).getByText('2 分 10 秒')).toBeTruthy();
    expect(within(screen.getByTestId('mlog-row-2')).getByText('5.2 s')).toBeTruthy();
    expect(within(screen.getByTestId('mlog-row-1')).getByText('40 ms')).toBeTruthy();
    expect(logReads()[0]).toBe('?projectId=7&pageNum=1&pageSize=20');

    await chooseOption('mlog-search-action', '上传');
    await userEvent.click(screen.getByTestId('mlog-search-submit'));
    await waitFor(() => expect(logReads().at(-1)).toBe('?projectId=7&pageNum=1&pageSize=20&action=upload'));
    await waitFor(() => expect(screen.queryByTestId('mlog-row-3')).toBeNull());
    expect(screen.getByTestId('mlog-row-2')).toBeTruthy();

    await chooseOption('mlog-search-band', '结构');
    await userEvent.click(screen.getByTestId('mlog-search-submit'));
    await waitFor(() => expect(logReads().at(-1)).toBe('?projectId=7&pageNum=1&pageSize=20&action=upload&bandId=2'));
    await waitFor(() => expect(screen.queryByTestId('mlog-row-2')).toBeNull());
    expect(screen.getByTestId('mlog-row-4')).toBeTruthy();
    await chooseOption('mlog-search-band', '建筑');
    await userEvent.click(screen.getByTestId('mlog-search-submit'));
    await waitFor(() => expect(logReads().at(-1)).toBe('?projectId=7&pageNum=1&pageSize=20&action=upload&bandId=1'));

    // A day range: the two days as beginTime and endTime.
    const [start, end] = within(screen.getByTestId('mlog-search')).getAllByPlaceholderText(
      /日期/,
    ) as HTMLInputElement[];
    await userEvent.click(start as HTMLInputElement);
    await userEvent.type(start as HTMLInputElement, '2026-11-01{enter}');
    await userEvent.type(end as HTMLInputElement, '2026-11-29{enter}');
    await userEvent.click(screen.getByTestId('mlog-search-submit'));
    await waitFor(() =>
      expect(logReads().at(-1)).toBe(
        '?projectId=7&pageNum=1&pageSize=20&action=upload&bandId=1&beginTime=2026-11-01&endTime=2026-11-29',
      ),
    );

    await userEvent.click(screen.getByTestId('mlog-search-reset'));
    await waitFor(() => expect(logReads().at(-1)).toBe('?projectId=7&pageNum=1&pageSize=20'));
  });

  it('sends the search form’s day range as beginTime and endTime', () => {
    expect(
      toLogQuery({
        projectId: 7,
        pageNum: 1,
        pageSize: 20,
        action: 'convert',
        params: { beginTime: '2026-11-01', endTime: '2026-11-29' },
      }),
    ).toEqual({
      projectId: 7,
      pageNum: 1,
      pageSize: 20,
      action: 'convert',
      beginTime: '2026-11-01',
      endTime: '2026-11-29',
    });
    expect(toLogQuery({ projectId: 7, pageNum: 2, pageSize: 10 })).toEqual({ projectId: 7, pageNum: 2, pageSize: 10 });
  });
});
