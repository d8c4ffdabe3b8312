import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import LogininforPage from '../pages/logininfor-page.tsx';
import OnlinePage from '../pages/online-page.tsx';
import OperlogPage from '../pages/operlog-page.tsx';

/** The fetch of the test's fake server (set by `serve`). */
let fetchMock: ReturnType<typeof fakeServer>['fetchMock'];
const serve = (routes: Parameters<typeof fakeServer>[0]) => {
  fetchMock = fakeServer(routes).fetchMock;
};
const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

/** What the user was told (every confirmation accepted at once). */
const told = recordFeedbackEachTest();

function renderPage(page: ReactNode, permissions: string[]) {
  useSession.setState({ token: 't', roles: ['ops'], permissions });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{page}</QueryClientProvider>);
}

describe('online users', () => {
  it('lists sessions and forces one out after confirmation', async () => {
    serve({
      'DELETE /system/online/2f1c6d3e-0000-4000-8000-000000000001': ok,
      'GET /system/online/list': () =>
        table([
          {
            tokenId: '2f1c6d3e-0000-4000-8000-000000000001',
            userName: 'worker',
            deptName: '工程管理部',
            ipaddr: '10.0.0.8',
            loginLocation: '',
            browser: 'Chrome 156',
            os: 'Linux',
            loginTime: '2026-11-21 10:00:00',
          },
        ]),
    });
    renderPage(<OnlinePage />, ['monitor:online:list', 'monitor:online:forceLogout']);
    expect(await screen.findByText('工程管理部')).toBeTruthy();
    await userEvent.click(screen.getByTestId('online-force-worker'));
    await waitFor(() =>
      expect(calls()).toContain('DELETE /prod-api/system/online/2f1c6d3e-0000-4000-8000-000000000001'),
    );
    expect(told).toContain('是否确认强退名称为"worker"的用户？');
    await waitFor(() => expect(told).toContain('强退成功'));
  });

  it('hides force logout without its permission', async () => {
    serve({ 'GET /system/online/list': () => table([]) });
    renderPage(<OnlinePage />, ['monitor:online:list']);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByText('强退')).toBeNull();
  });
});

describe('operation log', () => {
  it('filters by type, shows details as text and deletes the selected rows', async () => {
    serve({
      'DELETE /system/operlog/7': ok,
      'GET /system/operlog/list': () =>
        table([
          {
            operId: 7,
            title: '用户管理',
            businessType: 1,
            method: 'POST /prod-api/system/user',
            requestMethod: 'POST',
            operatorType: 1,
            operName: 'admin',
            deptName: '总部',
            operUrl: '/prod-api/system/user',
            operIp: '127.0.0.1',
            operLocation: '',
            operParam: '{"userName":"u1","password":"******","note":"<img src=x onerror=alert(1)>"}',
            jsonResult: '{"code":200}',
            status: 0,
            errorMsg: '',
            operTime: '2026-11-21 10:00:00',
            costTime: 12,
          },
        ]),
    });
    renderPage(<OperlogPage />, ['monitor:operlog:list', 'monitor:operlog:query', 'monitor:operlog:remove']);
    expect(await screen.findByText('用户管理')).toBeTruthy();
    expect(screen.getByText('新增')).toBeTruthy();
    await userEvent.click(screen.getByTestId('operlog-detail-7'));
    const detail = await screen.findByTestId('operlog-detail');
    expect(within(detail).getByText(/"password":"\*\*\*\*\*\*"/)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(calls()).toContain('DELETE /prod-api/system/operlog/7'));
  });

  it('shows the module in the reader language from its key; a row without one as stored', async () => {
    const row = (operId: number, title: string, titleKey: string | null) => ({
      operId,
      title,
      titleKey,
      businessType: 2,
      method: '',
      requestMethod: 'PUT',
      operatorType: 1,
      operName: 'admin',
      deptName: '',
      operUrl: '/prod-api/x',
      operIp: '127.0.0.1',
      operLocation: '',
      operParam: '',
      jsonResult: '',
      status: 0,
      errorMsg: '',
      operTime: '2026-11-21 10:00:00',
      costTime: 1,
    });
    serve({
      'GET /system/operlog/list': () => table([row(8, '项目成员', 'operlog.projectMember'), row(9, '旧模块', null)]),
    });
    renderPage(<OperlogPage />, ['monitor:operlog:list']);
    expect(await screen.findByText('项目成员')).toBeTruthy();
    act(() => setLang('en'));
    expect(await screen.findByText('Project members')).toBeTruthy();
    expect(screen.getByText('旧模块')).toBeTruthy();
  });
});

describe('login log', () => {
  it('unlocks the user of the selected row', async () => {
    serve({
      'GET /system/logininfor/unlock/locked.user': ok,
      'GET /system/logininfor/list': () =>
        table([
          {
            infoId: 3,
            userName: 'locked.user',
            ipaddr: '10.0.0.9',
            loginLocation: '',
            browser: 'Chrome 156',
            os: 'Linux',
            status: '1',
            msg: '密码输入错误5次，帐户锁定10分钟',
            loginTime: '2026-11-21 10:00:00',
          },
        ]),
    });
    renderPage(<LogininforPage />, ['monitor:logininfor:list', 'monitor:logininfor:unlock']);
    expect(await screen.findByText('locked.user')).toBeTruthy();
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByTestId('logininfor-unlock'));
    await waitFor(() => expect(calls()).toContain('GET /prod-api/system/logininfor/unlock/locked.user'));
    await waitFor(() => expect(told).toContain('用户locked.user解锁成功'));
  });
});

describe('login log details', () => {
  const row = {
    infoId: 9,
    userName: 'worker',
    ipaddr: '10.0.0.7',
    loginLocation: '内网IP',
    browser: 'Firefox 150',
    os: 'Windows 11',
    status: '1',
    msg: '用户不存在/密码错误',
    loginTime: '2026-11-21 09:30:00',
  };

  it('shows every recorded field, the stored message in the reader language', async () => {
    setLang('en');
    serve({ 'GET /system/logininfor/list': () => table([row]) });
    renderPage(<LogininforPage />, ['monitor:logininfor:list', 'monitor:logininfor:query']);
    await userEvent.click(await screen.findByTestId('logininfor-detail-9'));
    const detail = await screen.findByTestId('logininfor-detail');
    expect(screen.getByText('Login log details')).toBeTruthy();
    for (const text of ['worker', '10.0.0.7', '内网IP', 'Firefox 150', 'Windows 11', '2026-11-21 09:30:00']) {
      expect(within(detail).getByText(text)).toBeTruthy();
    }
    expect(within(detail).getByText('Browser')).toBeTruthy();
    expect(within(detail).getByText('Failure')).toBeTruthy();
    expect(within(detail).queryByText('用户不存在/密码错误')).toBeNull();
    expect(within(detail).getByText('Unknown user or wrong password')).toBeTruthy();
  });

  it('offers details only with the query permission', async () => {
    serve({ 'GET /system/logininfor/list': () => table([row]) });
    renderPage(<LogininforPage />, ['monitor:logininfor:list']);
    expect(await screen.findByText('worker')).toBeTruthy();
    expect(screen.queryByTestId('logininfor-detail-9')).toBeNull();
  });
});
