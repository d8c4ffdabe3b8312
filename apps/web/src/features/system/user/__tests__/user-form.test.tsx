import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/admin-texts.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { toUserBody } from '../components/user-form-rules.ts';

let fetchMock: ReturnType<typeof fakeServer>['fetchMock'];

const ROLE = { roleId: 2, roleName: '普通角色', roleKey: 'common', roleSort: 2, status: '0' };
const POST = { postId: 1, postCode: 'ceo', postName: '董事长', postSort: 1, status: '0' };

beforeEach(() => {
  setLang('zh');
  fetchMock = fakeServer({
    'GET /system/config/configKey/sys.user.initPassword': () => ({ code: 200, msg: '', data: '' }),
    'GET /system/user/': () => ({ code: 200, msg: 'ok', roles: [ROLE], posts: [POST] }),
    'POST /system/user': ok,
  }).fetchMock;
});
afterEach(() => vi.unstubAllGlobals());

function renderDialog(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UserFormDialog
        target={{ mode: 'add', deptId: 103 }}
        deptTree={[{ id: 100, label: '总公司', children: [{ id: 103, label: '研发部门' }] }]}
        onClose={() => {}}
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

const input = (testId: string) => {
  const element = screen.getByTestId(testId);
  return (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
};

describe('user form', () => {
  it('refuses empty and malformed fields and posts nothing', async () => {
    renderDialog();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(input('user-form-userName'), { target: { value: 'a' } });
    fireEvent.change(input('user-form-password'), { target: { value: '123' } });
    fireEvent.change(input('user-form-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(input('user-form-phone'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    expect(await screen.findByText('用户昵称不能为空')).toBeTruthy();
    expect(screen.getByText('用户名称长度必须介于 2 和 20 之间')).toBeTruthy();
    expect(screen.getByText('用户密码长度必须介于 5 和 20 之间')).toBeTruthy();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('posts the new user with the chosen department', async () => {
    const onSaved = renderDialog();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    fireEvent.change(input('user-form-nickName'), { target: { value: ' 张三 ' } });
    fireEvent.change(input('user-form-userName'), { target: { value: 'zhangsan' } });
    fireEvent.change(input('user-form-password'), { target: { value: 'secret1' } });
    fireEvent.change(input('user-form-phone'), { target: { value: '13800000000' } });
    fireEvent.change(input('user-form-email'), { target: { value: 'z@example.com' } });
    fireEvent.click(screen.getByTestId('user-form-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toMatch(/\/prod-api\/system\/user$/);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      nickName: '张三',
      deptId: 103,
      phonenumber: '13800000000',
      email: 'z@example.com',
      sex: '0',
      status: '0',
      postIds: [],
      roleIds: [],
      remark: '',
      userName: 'zhangsan',
      password: 'secret1',
    });
  });

  it('builds the PUT body without user name and password', () => {
    const body = toUserBody({ nickName: 'x', userName: 'ignored', password: 'ignored', roleIds: [2] }, 7);
    expect(body).toMatchObject({ userId: 7, nickName: 'x', roleIds: [2] });
    expect('userName' in body).toBe(false);
    expect('password' in body).toBe(false);
  });
});
