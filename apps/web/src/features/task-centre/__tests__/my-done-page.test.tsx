import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import MyDonePage from '../pages/my-done-page.tsx';
import { comment, data, renderPage, SCHEMA, status, task } from './fixtures.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

function serve() {
  return fakeServer({
    'GET /system/order/showlist': (call) =>
      table(
        call.query.get('title') === '无'
          ? []
          : [
              task({
                taskId: 41,
                outcome: 'reject',
                comment: '照片不清晰',
                taskEndTime: '2026-05-02 10:00:00',
                status: '2',
              }),
              task({ taskId: 42, outcome: 'approve', comment: '', taskEndTime: '2026-05-03 10:00:00', status: '1' }),
            ],
      ),
    'GET /system/order/11': () => data({ ...task(), formContent: SCHEMA }),
    'GET /flowable/task/commentsByBizId': () => data([comment({ comment: '请审批' })]),
    'GET /flowable/processInstance/status/21': () => data(status()),
  });
}

recordFeedbackEachTest();

describe('我处理的', { timeout: 40_000 }, () => {
  it('lists what I handled with the outcome and comment, searches and opens one', async () => {
    const server = serve();
    renderPage(<MyDonePage />, ['system:order:done']);
    const rejected = await screen.findByTestId('order-done-row-41');
    expect(within(rejected).getByTestId('order-done-outcome').textContent).toBe('驳回');
    expect(within(rejected).getByText('照片不清晰')).toBeTruthy();
    expect(within(screen.getByTestId('order-done-row-42')).getByTestId('order-done-outcome').textContent).toBe('通过');

    await userEvent.click(within(rejected).getByTestId('order-done-view'));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    expect(await screen.findByText('请审批')).toBeTruthy();

    await userEvent.type(within(screen.getByTestId('order-done-search')).getByLabelText('标题'), '无');
    await userEvent.click(screen.getByTestId('order-done-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('order-done-row-41')).toBeNull());
    expect(
      server.reads.some((url) => url.pathname.endsWith('/showlist') && url.searchParams.get('title') === '无'),
    ).toBe(true);
  });

  it('names the outcomes in English', async () => {
    setLang('en');
    serve();
    renderPage(<MyDonePage />, ['system:order:done']);
    const row = await screen.findByTestId('order-done-row-41');
    expect(within(row).getByTestId('order-done-outcome').textContent).toBe('Rejected');
  });
});
