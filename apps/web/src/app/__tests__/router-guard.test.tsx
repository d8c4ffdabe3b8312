import { act, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { adminUser, json } from '@/shared/ui/__tests__/test-kit.tsx';
import { createAppRouter } from '../router.tsx';

const fetchMock = vi.fn<typeof fetch>();

const USER = adminUser({ loginIp: '127.0.0.1' });

beforeEach(() => {
  setLang('zh');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().clear();
  useSession.setState({ roles: [], permissions: [], sidebarRouters: [] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('navigation guard wiring', () => {
  it('sends a visitor without a token to the login page with the redirect', async () => {
    window.location.hash = '#/system/user?x=1';
    fetchMock.mockImplementation(async () =>
      json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled: false }),
    );
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fsystem%2Fuser%3Fx%3D1');
    expect(await screen.findByTestId('login-submit', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('loads the session once, then sends unknown paths to /404 and switches the side group', async () => {
    setToken('tok');
    useSession.setState({ token: 'tok' });
    window.location.hash = '#/nowhere';
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/system/user/getInfo')) {
        return json({ code: 200, msg: 'ok', user: USER, roles: ['admin'], permissions: ['*:*:*'] });
      }
      if (path.endsWith('/system/menu/getRouters')) return json({ code: 200, msg: 'ok', data: [] });
      return json({ code: 200, msg: 'ok', data: [] });
    });
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(useSession.getState().roles).toEqual(['admin']);
    await act(() => router.navigate('/system/anything'));
    expect(useApp.getState().menuGroup).toBe('system');
    expect(router.state.location.pathname).toBe('/404');
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    const infoCalls = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/getInfo'));
    expect(infoCalls).toHaveLength(1);
  });

  it('logs out and goes to / (then login) when loading the session fails', async () => {
    setToken('tok');
    useSession.setState({ token: 'tok' });
    window.location.hash = '#/index';
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'DELETE') return json({ code: 200, msg: 'ok' });
      if (String(url).endsWith('/code'))
        return json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled: false });
      return json({ code: 500, msg: '服务异常' }, 500);
    });
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('Admin-Token')).toBeNull();
  });

  it('registers server routes: an InnerLink menu becomes an iframe page inside the layout', async () => {
    setToken('tok');
    useSession.setState({ token: 'tok' });
    window.location.hash = '#/tool/swagger';
    const routers = [
      {
        name: 'Tool',
        path: '/tool',
        hidden: false,
        component: 'Layout',
        redirect: 'noRedirect',
        menuGroup: 'system',
        meta: { title: '系统工具', noCache: false, link: null },
        children: [
          {
            name: 'Swagger',
            path: 'swagger',
            hidden: false,
            component: 'InnerLink',
            meta: { title: '系统接口', noCache: false, link: 'http://localhost:8080/prod-api/docs' },
          },
          {
            name: 'Gen',
            path: 'gen',
            hidden: false,
            component: 'tool/gen/index',
            meta: { title: '代码生成', noCache: false, link: null },
          },
        ],
      },
    ];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/system/user/getInfo')) {
        return json({ code: 200, msg: 'ok', user: USER, roles: ['admin'], permissions: ['*:*:*'] });
      }
      if (path.endsWith('/system/menu/getRouters')) return json({ code: 200, msg: 'ok', data: routers });
      return json({ code: 200, msg: 'ok', data: [] });
    });
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    const frame = await screen.findByTestId('inner-link-frame', {}, { timeout: 10_000 });
    expect(frame.getAttribute('src')).toBe('http://localhost:8080/prod-api/docs');
    expect(frame.getAttribute('style')).toContain('calc(100vh - 94.5px)');
    expect(useApp.getState().menuGroup).toBe('system');
    // The unregistered page component makes no route.
    await act(() => router.navigate('/tool/gen'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
