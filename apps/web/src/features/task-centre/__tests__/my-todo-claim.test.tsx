import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import MyTodoPage from '../pages/my-todo-page.tsx';
import { ok, renderPage, task } from './fixtures.tsx';

/** Offered to several people (its candidates, or the process administrators): nobody holds it yet. */
const OFFERED = task({ taskId: 41, title: '资料登记', taskName: '资料登记', assigneeId: null });
/** Claimed by the caller from its candidates. */
const CLAIMED = task({ taskId: 42, title: '资料复核', taskName: '资料复核', assigneeId: 6, claimed: true });
/** Assigned to the caller by the model. */
const ASSIGNED = task({ taskId: 31 });

function serve() {
  return fakeServer({
    'GET /system/order/myTodoList': () => table([ASSIGNED, OFFERED, CLAIMED]),
    'GET /system/user/userlist': () =>
      table([{ userId: 8, userName: 'wang', nickName: '王工', status: '0', deptId: 1, deptName: '工程部' }]),
    'POST /flowable/task/claim': ok,
    'POST /flowable/task/unClaim': ok,
    'POST /flowable/task/assignTask': ok,
  });
}

const row = async (taskId: number) => within(await screen.findByTestId(`order-todo-row-${taskId}`));
const told = recordFeedbackEachTest();
const ADMIN = ['system:order:todo', 'flowable:definition:edit'];

describe('待办任务: 认领, 取消认领, 指派', { timeout: 30_000 }, () => {
  it('offers 认领 and, to a process administrator, 指派 on an unassigned task only', async () => {
    serve();
    renderPage(<MyTodoPage />, ADMIN);
    const offered = await row(41);
    expect(offered.getByTestId('order-todo-claim').textContent?.replace(/\s/g, '')).toBe('认领');
    expect(offered.getByTestId('order-todo-assign').textContent?.replace(/\s/g, '')).toBe('指派');
    expect(offered.getByTestId('order-todo-handle')).toBeTruthy();
    const assigned = await row(31);
    expect(assigned.queryByTestId('order-todo-claim')).toBeNull();
    expect(assigned.queryByTestId('order-todo-assign')).toBeNull();
    expect(assigned.queryByTestId('order-todo-unclaim')).toBeNull();
    const claimed = await row(42);
    expect(claimed.queryByTestId('order-todo-claim')).toBeNull();
    expect(claimed.getByTestId('order-todo-unclaim').textContent?.replace(/\s/g, '')).toBe('取消认领');
  });

  it('认领 claims the task', async () => {
    const server = serve();
    renderPage(<MyTodoPage />, ['system:order:todo']);
    const offered = await row(41);
    // Without the workflow management permission: no 指派.
    expect(offered.queryByTestId('order-todo-assign')).toBeNull();
    await userEvent.click(offered.getByTestId('order-todo-claim'));
    await waitFor(() =>
      expect(server.writes).toEqual([{ method: 'POST', path: '/flowable/task/claim', body: { taskId: 41 } }]),
    );
    await waitFor(() => expect(told).toContain('认领成功'));
  });

  it('取消认领 gives a claimed task back', async () => {
    const server = serve();
    renderPage(<MyTodoPage />, ['system:order:todo']);
    await userEvent.click((await row(42)).getByTestId('order-todo-unclaim'));
    await waitFor(() =>
      expect(server.writes).toEqual([{ method: 'POST', path: '/flowable/task/unClaim', body: { taskId: 42 } }]),
    );
    await waitFor(() => expect(told).toContain('已取消认领，任务退回候选人'));
  });

  it('指派 assigns the task to the user picked', async () => {
    const server = serve();
    renderPage(<MyTodoPage />, ADMIN);
    await userEvent.click((await row(41)).getByTestId('order-todo-assign'));
    expect(await screen.findByText('指派任务：资料登记')).toBeTruthy();
    await userEvent.click(screen.getByTestId('order-pick-ok'));
    expect(told).toContain('请选择一个用户');
    expect(server.writes).toEqual([]);
    await userEvent.click(within(await screen.findByTestId('order-user-pick-8')).getByRole('radio'));
    await userEvent.click(screen.getByTestId('order-pick-ok'));
    await waitFor(() =>
      expect(server.writes).toEqual([
        { method: 'POST', path: '/flowable/task/assignTask', body: { taskId: 41, userId: 8 } },
      ]),
    );
    await waitFor(() => expect(told).toContain('指派成功'));
  });

  it('speaks English', async () => {
    setLang('en');
    serve();
    renderPage(<MyTodoPage />, ADMIN);
    const offered = await row(41);
    expect(offered.getByTestId('order-todo-claim').textContent?.trim()).toBe('Claim');
    expect(offered.getByTestId('order-todo-assign').textContent?.trim()).toBe('Assign');
    expect((await row(42)).getByTestId('order-todo-unclaim').textContent?.trim()).toBe('Give back');
  });
});
