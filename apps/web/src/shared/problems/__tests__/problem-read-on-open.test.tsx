import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { useComments, useProblem, useRectifications } from '../problem-api.ts';

const Q = '/business/quality';

function Probe() {
  const problem = useProblem(5);
  const rects = useRectifications(5);
  const comments = useComments(5);
  return (
    <p data-testid="probe">
      {problem.data ? `status ${problem.data.status}` : 'loading'} · {rects.data?.total ?? '-'} ·{' '}
      {comments.data?.total ?? '-'}
    </p>
  );
}

describe('the problem dialog reads the problem again when it opens', () => {
  it('shows what others did while it was closed, within the app-wide stale time', async () => {
    const state = { status: 1, rects: 1, comments: 0 };
    fakeServer({
      [`GET ${Q}/getQualityProblem/5`]: () => ({ code: 200, msg: 'ok', data: { problemId: 5, status: state.status } }),
      [`GET ${Q}/listQualityProblemRectification`]: () =>
        table(Array.from({ length: state.rects }, (_, id) => ({ id }))),
      [`GET ${Q}/listQualityProblemComment`]: () => table(Array.from({ length: state.comments }, (_, id) => ({ id }))),
    });
    // The app's client: queries stay fresh for 30 s unless they say otherwise.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const open = () =>
      render(
        <QueryClientProvider client={client}>
          <Probe />
        </QueryClientProvider>,
      );

    const probe = () => screen.getByTestId('probe').textContent;
    const first = open();
    await waitFor(() => expect(probe()).toBe('status 1 · 1 · 0'));
    first.unmount();

    // Closed: the rectifier resubmits and the approver approves in 待办, someone comments.
    state.status = 3;
    state.rects = 2;
    state.comments = 1;

    open();
    await waitFor(() => expect(probe()).toBe('status 3 · 2 · 1'));
  });
});
