import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToken } from '@/shared/api/token.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { recordFeedback } from '@/shared/testing/record-feedback.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import GanttViewPage from '../pages/gantt-view-page.tsx';
import { planDetail } from './plan-fakes.ts';

vi.mock('../gantt/svar-gantt.tsx', async () => await import('./fake-gantt.tsx'));

const fake = fakeServerEachTest();
const told: string[] = [];
const TOKEN = 'Zb3k9Qw_ErTy-UiOp1234567890abcdEF';
const appear = (testId: string) => screen.findByTestId(testId, {}, { timeout: 15_000 });
const open = (token: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/ganttScheduleView/:id" element={<GanttViewPage />} />
    </Routes>,
    `/ganttScheduleView/${token}`,
  );

beforeEach(() => {
  told.length = 0;
  recordFeedback({ told });
  removeToken();
});

describe('/ganttScheduleView/:token (no login)', () => {
  it('shows the shared plan read-only: name, dates, duration, progress and its gantt', {
    timeout: 60_000,
  }, async () => {
    fake.server.answer(`GET /business/plan/shared/${TOKEN}`, () => ({
      code: 200,
      msg: 'ok',
      data: planDetail({ planName: '1号楼总进度计划', progress: 42 }),
    }));
    open(TOKEN);
    const gantt = await appear('plan-gantt');
    expect(gantt.dataset.readonly).toBe('true');
    expect(screen.getByText('1号楼总进度计划')).toBeTruthy();
    expect(screen.getByText('2026-03-13')).toBeTruthy();
    expect(screen.getByText('9 个工作日')).toBeTruthy();
    expect(screen.getByTestId('gantt-view-progress').textContent).toContain('42%');
    expect(screen.getByTestId('gantt-task-13').textContent).toContain('封顶');
    expect(screen.queryByTestId('plan-save')).toBeNull();
  });

  it('says the link no longer works when the server refuses a revoked or unknown token, silently', {
    timeout: 60_000,
  }, async () => {
    // Another token: the page's own query client keeps what it read.
    const revoked = `${TOKEN}x`;
    fake.server.answer(`GET /business/plan/shared/${revoked}`, () => ({ code: 404, msg: '分享链接不存在或已取消' }));
    open(revoked);
    expect((await appear('gantt-view-gone')).textContent).toContain('该分享链接已失效或不存在');
    expect(told).toEqual([]);
  });

  it('asks nothing for a token that cannot be one', { timeout: 60_000 }, async () => {
    open('short');
    await appear('gantt-view-gone');
    await waitFor(() => expect(fake.server.calls.filter((call) => call.path.startsWith('/business/plan'))).toEqual([]));
  });
});
