import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/shared/api/token.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { adminUser, fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import AppLayout from '../layout/app-layout.tsx';
import { PasswordChangeGate } from '../layout/password-change-gate.tsx';
import { reloadAt } from '../navigation/unload-guard.ts';

vi.mock('../navigation/unload-guard.ts', () => ({ reloadAt: vi.fn() }));

const USER = adminUser({ userId: 5, userName: 'zhang3', nickName: '张三', admin: false });
const info = (flags: { isDefaultModifyPwd: boolean; isPasswordExpired: boolean }) => () => ({
  code: 200,
  msg: 'ok',
  user: USER,
  roles: ['common'],
  permissions: ['system:user:list'],
  ...flags,
});

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
  vi.mocked(reloadAt).mockReset();
  useSession.getState().clear();
  setToken('tok');
  useSession.setState({ token: 'tok', user: USER, roles: ['common'], passwordChange: 'initial' });
});
afterEach(() => vi.unstubAllGlobals());

const dialog = () => screen.findByTestId('password-change-dialog');

/** Types the old, new and repeated password into the dialog and saves. */
async function submitPasswords(oldPassword: string, newPassword: string, confirmPassword: string) {
  await userEvent.type(screen.getByTestId('profile-old-password'), oldPassword);
  await userEvent.type(screen.getByTestId('profile-new-password'), newPassword);
  await userEvent.type(screen.getByTestId('profile-confirm-password'), confirmPassword);
  await userEvent.click(screen.getByTestId('profile-password-save'));
}

// The first render of the dialog and its form is slow on a busy machine: a roomier timeout.
describe('first-login password change', { timeout: 40_000 }, () => {
  it('shows only the dialog instead of the layout, and it cannot be closed', async () => {
    const server = fakeServer();
    renderWithProviders(<AppLayout />, '/system/user');
    expect(await dialog()).toBeTruthy();
    expect(screen.getByTestId('password-change-reason').textContent).toContain('您的密码还是初始密码，请修改密码！');
    expect(screen.queryByTestId('app-layout')).toBeNull();
    expect(screen.queryByRole('button', { name: /close|关闭/i })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('password-change-dialog')).toBeTruthy();
    // no page, menu or realtime line asked the server for anything
    expect(server.calls).toEqual([]);
  });

  it('checks the new password like the personal centre and sends nothing while it is wrong', async () => {
    const server = fakeServer();
    renderWithProviders(<PasswordChangeGate reason="initial" />);
    await dialog();
    await submitPasswords('123456', 'ab<c1', 'other99');
    expect(await screen.findByText('不能包含非法字符：< > " \' \\ |')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
    expect(server.writes).toEqual([]);
  });

  it('changes the password, reads the session again and lets the app go on', async () => {
    const server = fakeServer({
      'PUT /system/user/profile/updatePwd': ok,
      'GET /system/user/getInfo': info({ isDefaultModifyPwd: false, isPasswordExpired: false }),
      'GET /business/projectRole/getUserProjectPermission/5': () => ({ code: 200, msg: 'ok', data: { '7': ['a'] } }),
    });
    renderWithProviders(<PasswordChangeGate reason="initial" />);
    await dialog();
    await submitPasswords('123456', 'newpass1', 'newpass1');
    await waitFor(() => expect(useSession.getState().passwordChange).toBeNull());
    expect(server.writes).toEqual([
      {
        method: 'PUT',
        path: '/system/user/profile/updatePwd',
        body: { oldPassword: '123456', newPassword: 'newpass1' },
      },
    ]);
    expect(server.called('GET', '/system/user/getInfo')).toHaveLength(1);
    expect(useSession.getState().projectPermissions).toEqual({ '7': ['a'] });
  });

  it('stays when the server refuses the old password', async () => {
    const server = fakeServer({
      'PUT /system/user/profile/updatePwd': () => ({ code: 500, msg: '修改密码失败，旧密码错误' }),
    });
    renderWithProviders(<PasswordChangeGate reason="initial" />);
    await dialog();
    await submitPasswords('wrong1', 'newpass1', 'newpass1');
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.called('GET', '/system/user/getInfo')).toHaveLength(0);
    expect(useSession.getState().passwordChange).toBe('initial');
    expect(screen.getByTestId('password-change-dialog')).toBeTruthy();
  });

  it('logs out from the dialog', async () => {
    const server = fakeServer({ 'DELETE /auth/logout': ok });
    renderWithProviders(<PasswordChangeGate reason="initial" />);
    await dialog();
    await userEvent.click(screen.getByTestId('password-change-logout'));
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/index'));
    expect(server.called('DELETE', '/auth/logout')).toHaveLength(1);
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('Admin-Token')).toBeNull();
  });

  it('says so when the password has expired (English)', async () => {
    setLang('en');
    fakeServer();
    renderWithProviders(<PasswordChangeGate reason="expired" />);
    await dialog();
    expect(screen.getByTestId('password-change-reason').textContent).toContain(
      'Your password has expired. Please change it!',
    );
    expect(screen.getByTestId('password-change-logout').textContent).toContain('Log out');
  });
});
