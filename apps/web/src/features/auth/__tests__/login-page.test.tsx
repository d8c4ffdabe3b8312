import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { renderRouter } from '@/shared/testing/render-routes.tsx';
import LoginPage, { safeRedirect } from '../pages/login-page.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();

const renderLogin = (path = '/login?redirect=%2Fsystem%2Fuser') =>
  renderRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '/system/user', element: <p>target page</p> },
      { path: '/register', element: <p>register page</p> },
    ],
    path,
  ).router;

beforeEach(() => {
  setLang('zh');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useSession.getState().clear();
});

afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('logs in with the captcha and goes to the redirect target', async () => {
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/code')) {
        return json({ code: 200, msg: 'ok', captchaEnabled: true, registerEnabled: true, uuid: 'u1', img: 'PHN2Zz4=' });
      }
      expect(JSON.parse(String(init?.body))).toEqual({
        username: 'admin',
        password: 'admin123',
        code: '7',
        uuid: 'u1',
      });
      return json({ code: 200, msg: 'ok', data: { access_token: 'tok', expires_in: 720 } });
    });
    const router = renderLogin();
    expect(await screen.findByRole('img', { name: '验证码，点击刷新' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即注册' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('账号'), ' admin ');
    await userEvent.type(screen.getByLabelText('密码'), 'admin123');
    await userEvent.type(screen.getByLabelText('验证码'), '7');
    await userEvent.click(screen.getByTestId('login-submit'));
    await screen.findByText('target page');
    expect(router.state.location.pathname).toBe('/system/user');
    expect(useSession.getState().token).toBe('tok');
    expect(localStorage.getItem('Admin-Token')).toBe('tok');
  });

  it('shows the server message and reloads the captcha when login fails', async () => {
    let captchas = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/code')) {
        captchas += 1;
        return json({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled: false });
      }
      return json({ code: 400, msg: '用户不存在/密码错误' }, 400);
    });
    renderLogin('/login');
    await waitFor(() => expect(captchas).toBe(1));
    expect(screen.queryByLabelText('验证码')).toBeNull();
    expect(screen.queryByRole('link', { name: '立即注册' })).toBeNull();
    await userEvent.type(screen.getByLabelText('账号'), 'admin');
    await userEvent.type(screen.getByLabelText('密码'), 'wrong');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('用户不存在/密码错误');
    expect(useSession.getState().token).toBeNull();
  });

  it('names each empty field and sends nothing until they are filled', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/code')) {
        return json({
          code: 200,
          msg: 'ok',
          captchaEnabled: true,
          registerEnabled: false,
          uuid: 'u1',
          img: 'PHN2Zz4=',
        });
      }
      return json({ code: 200, msg: 'ok', data: { access_token: 'tok', expires_in: 720 } });
    });
    renderLogin();
    await screen.findByRole('img', { name: '验证码，点击刷新' });
    await userEvent.type(screen.getByLabelText('账号'), '   ');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByText('请输入您的账号')).toBeTruthy();
    expect(screen.getByText('请输入您的密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(screen.getByLabelText('密码').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/login'))).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('密码'), 'x');
    expect(screen.queryByText('请输入您的密码')).toBeNull();
  });

  it('accepts only same-app redirect targets', () => {
    expect(safeRedirect('/system/user?a=1')).toBe('/system/user?a=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
