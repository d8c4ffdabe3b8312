import { screen, waitFor, within } from '@testing-library/react';
import { PERMS } from '@zj/contract';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import QualityReportPage from '../pages/quality-report-page.tsx';
import { inProject, openPage } from './quality-fakes.tsx';

const REPORT = {
  month: dayjs().format('YYYY-MM'),
  inspections: { total: 4, passed: 3, failed: 1 },
  problems: { added: 2, completed: 1, open: 5, overdue: 2 },
  byLevel: [
    { name: '重要', count: 1 },
    { name: '一般', count: 1 },
    { name: '次要', count: 0 },
  ],
  byType: [{ name: '随机抽查', count: 2 }],
  rows: [
    {
      problemId: 9,
      name: '钢筋保护层不足',
      level: '重要',
      type: '随机抽查',
      status: 2,
      createBy: 'qc',
      createTime: '2026-05-05 10:00:00',
      dueDate: '2026-05-12',
      rectificationCount: 1,
    },
  ],
};

beforeEach(() => setLang('zh'));
afterEach(() => vi.unstubAllGlobals());

describe('质量报告', () => {
  it('shows the month’s inspections, problems and their list for the current project, and prints', async () => {
    const server = fakeServer({
      'GET /business/quality/qualityReport/7': () => ({ code: 200, msg: 'ok', data: REPORT }),
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    inProject([PERMS.business.qualityCheck.report]);
    openPage(<QualityReportPage />);
    const body = await screen.findByTestId('qreport-body');
    expect(within(body).getByTestId('qreport-heading').textContent).toContain(`${REPORT.month} 质量报告`);
    expect(body.textContent).toContain('75%');
    const problems = within(body).getByTestId('qreport-problems');
    expect(problems.textContent).toContain('本月发现');
    expect(problems.textContent).toContain('已逾期');
    const row = within(within(body).getByTestId('qreport-rows')).getByText('钢筋保护层不足').closest('tr');
    expect(row?.textContent).toContain('申请完成');
    expect(row?.textContent).toContain('2026-05-12');
    expect(within(within(body).getByTestId('qreport-levels')).getByText('重要')).toBeTruthy();
    const read = server.reads.find((url) => url.pathname.endsWith('/business/quality/qualityReport/7'));
    expect(read?.searchParams.get('month')).toBe(REPORT.month);
    screen.getByTestId('qreport-print').click();
    await waitFor(() => expect(print).toHaveBeenCalled());
  });

  it('speaks English', async () => {
    setLang('en');
    fakeServer({ 'GET /business/quality/qualityReport/7': () => ({ code: 200, msg: 'ok', data: REPORT }) });
    inProject([PERMS.business.qualityCheck.report]);
    openPage(<QualityReportPage />);
    const body = await screen.findByTestId('qreport-body');
    expect(body.textContent).toContain('Found this month');
    expect(within(within(body).getByTestId('qreport-levels')).getByText('Important')).toBeTruthy();
  });
});
