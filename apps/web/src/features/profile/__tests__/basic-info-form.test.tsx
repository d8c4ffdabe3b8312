import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRow } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import '@/shared/i18n/admin-texts.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { BasicInfoForm } from '../components/basic-info-form.tsx';

/** The seeded administrator as GET /system/user/profile returns it: an e-mail, no phone number. */
const ADMIN: UserRow = {
  userId: 1,
  deptId: 101,
  userName: 'admin',
  nickName: '管理员',
  userType: '00',
  email: 'admin@zhijian.local',
  phonenumber: '',
  sex: '0',
  avatar: '',
  status: '0',
  delFlag: '0',
  loginIp: '',
  loginDate: null,
  createBy: 'admin',
  createTime: null,
  remark: null,
  updateBy: '',
  updateTime: null,
  admin: true,
  dept: null,
};

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
});
afterEach(() => vi.unstubAllGlobals());

const save = () => userEvent.click(screen.getByTestId('profile-basic-save'));

describe('基本资料: phone and e-mail optional unless set', { timeout: 40_000 }, () => {
  it('saves a user without a phone number (the seeded administrator)', async () => {
    const server = fakeServer({ 'PUT /system/user/profile': ok });
    const onSaved = vi.fn();
    renderWithProviders(<BasicInfoForm user={ADMIN} onSaved={onSaved} />);
    await waitFor(() => expect((screen.getByTestId('profile-nickName') as HTMLInputElement).value).toBe('管理员'));
    await userEvent.clear(screen.getByTestId('profile-nickName'));
    await userEvent.type(screen.getByTestId('profile-nickName'), '系统管理员');
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.writes).toEqual([
      {
        method: 'PUT',
        path: '/system/user/profile',
        body: { nickName: '系统管理员', phonenumber: '', email: 'admin@zhijian.local', sex: '0' },
      },
    ]);
  });

  it('keeps a set phone number and e-mail required, and still checks a typed number', async () => {
    const server = fakeServer({ 'PUT /system/user/profile': ok });
    renderWithProviders(<BasicInfoForm user={{ ...ADMIN, phonenumber: '13800000000' }} onSaved={() => {}} />);
    await waitFor(() => expect((screen.getByTestId('profile-phone') as HTMLInputElement).value).toBe('13800000000'));
    await userEvent.clear(screen.getByTestId('profile-phone'));
    await userEvent.clear(screen.getByTestId('profile-email'));
    await save();
    expect(await screen.findByText('手机号码不能为空')).toBeTruthy();
    expect(await screen.findByText('用户邮箱不能为空')).toBeTruthy();
    await userEvent.type(screen.getByTestId('profile-phone'), '12345');
    await save();
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(server.writes).toEqual([]);
  });
});
