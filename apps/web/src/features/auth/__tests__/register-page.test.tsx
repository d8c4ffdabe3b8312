import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { renderRouter } from '@/shared/testing/render-routes.tsx';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import RegisterPage from '../pages/register-page.tsx';

const code = (registerEnabled: boolean) => () => ({ code: 200, msg: 'ok', captchaEnabled: false, registerEnabled });

const renderRegister = () =>
  renderRouter(
    [
      { path: '/register', Component: RegisterPage },
      { path: '/login', element: <p>login page</p> },
    ],
    '/register',
  ).router;

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

describe('register page', { timeout: 40_000 }, () => {
  it('says registration is closed, shows no form and links back to login when the switch is off', async () => {
    fakeServer({ 'GET /code': code(false) });
    const router = renderRegister();
    expect((await screen.findByTestId('register-closed')).textContent).toContain('当前系统没有开启注册功能！');
    expect(screen.queryByTestId('register-username')).toBeNull();
    expect(screen.queryByTestId('register-submit')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '使用已有账户登录' }));
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says so in English too', async () => {
    setLang('en');
    fakeServer({ 'GET /code': code(false) });
    renderRegister();
    expect((await screen.findByTestId('register-closed')).textContent).toContain(
      'Registration is not open on this system.',
    );
    expect(screen.getByRole('link', { name: 'Log in with an existing account' })).toBeTruthy();
  });

  it('shows the form when the switch is on', async () => {
    fakeServer({ 'GET /code': code(true) });
    renderRegister();
    expect(await screen.findByTestId('register-username')).toBeTruthy();
    expect(screen.getByTestId('register-submit')).toBeTruthy();
    expect(screen.queryByTestId('register-closed')).toBeNull();
  });

  it('offers a retry when the switch cannot be read, then shows what the server says', async () => {
    const server = fakeServer({ 'GET /code': () => ({ code: 500, msg: '服务异常' }) });
    renderRegister();
    expect((await screen.findByTestId('register-unknown')).textContent).toContain('暂时无法确认是否开放注册');
    expect(screen.queryByTestId('register-username')).toBeNull();
    server.answer('GET /code', code(true));
    await userEvent.click(screen.getByTestId('register-retry'));
    expect(await screen.findByTestId('register-username')).toBeTruthy();
  });
});
