import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { broadcastFrame } from '@/shared/realtime/app-events.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { useTodoBadge } from '../hooks/use-todo-badge.ts';
import { data } from './fixtures.tsx';

function Probe() {
  const count = useTodoBadge();
  return <p data-testid="probe">{count === null ? 'hidden' : String(count)}</p>;
}

function mount(permissions: string[]) {
  useSession.setState({ token: 't', roles: ['common'], permissions });
  renderWithQueries(<Probe />);
}

const frame = () => ({
  act: 'message',
  data: {
    id: 1,
    title: '待办：质量整改审批「审批」',
    content: null,
    relateTable: 'workflow_task',
    relateId: '31',
    projectId: null,
    status: '0',
    recipient: 2,
    createBy: 'admin',
    createTime: '2026-05-01 09:00:00',
  },
});

beforeEach(() => setLang('zh'));
afterEach(() => vi.unstubAllGlobals());

describe('任务 badge', () => {
  it('shows the pending count and reads it again when a message arrives', async () => {
    let pending = 2;
    const server = fakeServer({ 'GET /flowable/task/todoCount': () => data(pending) });
    mount(['system:order:todo']);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('2'));
    pending = 3;
    act(() => broadcastFrame(frame() as never));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('3'));
    expect(server.called('GET', '/flowable/task/todoCount')).toHaveLength(2);
  });

  it('reads it again when the server says a task was done elsewhere (no message comes then)', async () => {
    let pending = 2;
    const server = fakeServer({ 'GET /flowable/task/todoCount': () => data(pending) });
    mount(['system:order:todo']);
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('2'));
    pending = 1;
    act(() => broadcastFrame({ act: 'tasks' }));
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('1'));
    expect(server.called('GET', '/flowable/task/todoCount')).toHaveLength(2);
  });

  it('is not there (and not asked for) without the to-do permission', async () => {
    const server = fakeServer({ 'GET /flowable/task/todoCount': () => data(5) });
    mount(['system:order:list']);
    expect(screen.getByTestId('probe').textContent).toBe('hidden');
    act(() => broadcastFrame(frame() as never));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.called('GET', '/flowable/task/todoCount')).toHaveLength(0);
  });
});
