import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import ProjectUserPage from '../pages/project-user-page.tsx';
import { choose, inProject, memberServer, openPage, page } from './member-fakes.tsx';

chineseEachTest();

const member = (userId: number, nickName: string, extra: object = {}) => ({
  projectId: 7,
  userId,
  userName: `u${userId}`,
  nickName,
  phonenumber: '',
  deptName: '工程部',
  roleId: null,
  roleName: null,
  isAdmin: '0',
  userType: '0',
  joinTime: '2024-02-01 09:00:00',
  ...extra,
});
const ROLES = page([
  {
    roleId: 3,
    projectId: 7,
    roleName: '安全员',
    roleKey: 'safety',
    roleSort: 1,
    status: '0',
    remark: null,
    createTime: null,
    userCount: 0,
  },
]);
const ALL = [
  'business:projectUser:list',
  'business:projectUser:add',
  'business:projectUser:edit',
  'business:projectUser:remove',
];

describe('项目成员', () => {
  it('adds the chosen users with a role and a unit type', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const { writes, reads } = memberServer({
      'GET /business/projectRole/list': ROLES,
      'GET /business/projectRole/getProjectUsers/7': page([member(2, '李经理', { isAdmin: '1' })]),
      'GET /system/user/userlist': page([
        { userId: 11, userName: 'zhang', nickName: '张三', status: '0', deptId: 1, deptName: '工程部' },
        { userId: 12, userName: 'wang', nickName: '王五', status: '0', deptId: 1, deptName: '工程部' },
      ]),
    });
    inProject(ALL);
    openPage(<ProjectUserPage />);
    await screen.findByTestId('member-user-row-2');
    const users = reads.find((url) => url.pathname.endsWith('/getProjectUsers/7'));
    expect(users?.search).toBe('?pageNum=1&pageSize=20');

    await userEvent.click(screen.getByTestId('member-user-add'));
    await userEvent.click(screen.getByTestId('member-user-add-submit'));
    expect(told.error).toHaveBeenCalledWith('请选择要添加的用户');
    expect(writes).toEqual([]);
    for (const id of [11, 12]) {
      await userEvent.click(within(await screen.findByTestId(`member-user-pick-${id}`)).getByRole('checkbox'));
    }
    await choose('member-user-add-role', '安全员');
    await userEvent.click(screen.getByTestId('member-user-add-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/business/projectRole/addUserProjectRole',
      body: { projectId: 7, userIds: [11, 12], roleId: 3, userType: '0' },
    });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('新增成功'));
  });

  it('picks among the users to invite to the current project', { timeout: 40_000 }, async () => {
    fakeFeedback();
    const { reads } = memberServer({
      'GET /business/projectRole/list': ROLES,
      'GET /business/projectRole/getProjectUsers/7': page([member(2, '李经理', { isAdmin: '1' })]),
      'GET /system/user/userlist': page([
        { userId: 11, userName: 'zhang', nickName: '张三', status: '0', deptId: 1, deptName: '工程部' },
      ]),
    });
    inProject(ALL);
    openPage(<ProjectUserPage />);
    await userEvent.click(await screen.findByTestId('member-user-add'));
    await screen.findByTestId('member-user-pick-11');
    const picks = () => reads.filter((url) => url.pathname.endsWith('/system/user/userlist'));
    expect(picks().map((url) => url.search)).toEqual(['?pageNum=1&pageSize=10&inviteTo=7']);
    await userEvent.type(screen.getByTestId('member-user-picker-name'), 'zh');
    await userEvent.click(screen.getByTestId('member-user-picker-search'));
    await waitFor(() => expect(picks()).toHaveLength(2));
    expect(picks()[1]?.searchParams.get('inviteTo')).toBe('7');
    expect(picks()[1]?.searchParams.get('userName')).toBe('zh');
  });

  it('changes a member’s role, unit type and admin flag in place', { timeout: 40_000 }, async () => {
    fakeFeedback();
    const { writes } = memberServer({
      'GET /business/projectRole/list': ROLES,
      'GET /business/projectRole/getProjectUsers/7': page([member(11, '张三')]),
    });
    inProject(ALL);
    openPage(<ProjectUserPage />);
    await screen.findByTestId('member-user-row-11');
    await choose('member-user-role-11', '安全员');
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'PUT',
      path: '/business/projectRole/setUserProjectRole',
      body: { projectId: 7, userId: 11, roleId: 3 },
    });
    await choose('member-user-type-11', '建设单位');
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'PUT',
      path: '/business/projectRole/setProjectUserType',
      body: { projectId: 7, userId: 11, userType: '1' },
    });
    fireEvent.click(screen.getByTestId('member-user-admin-11'));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toEqual({
      method: 'PUT',
      path: '/business/projectRole/editProjectAdmin',
      body: { projectId: 7, userId: 11, isAdmin: '1' },
    });
  });

  it('removes one member, or the selected ones, after confirmation', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const { writes } = memberServer({
      'GET /business/projectRole/list': ROLES,
      'GET /business/projectRole/getProjectUsers/7': page([member(11, '张三'), member(12, '王五')]),
    });
    inProject(ALL);
    openPage(<ProjectUserPage />);
    await userEvent.click(await screen.findByTestId('member-user-remove-11'));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'DELETE', path: '/business/projectRole/delProjectUsers/7/11', body: undefined },
      ]),
    );
    expect(told.success).toHaveBeenCalledWith('移除成功');

    for (const id of [11, 12]) {
      await userEvent.click(within(screen.getByTestId(`member-user-row-${id}`)).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByTestId('member-user-remove-selected'));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      method: 'DELETE',
      path: '/business/projectRole/delProjectUsers/7/11,12',
      body: undefined,
    });
  });

  it('shows members read-only without the project’s edit and remove permissions', async () => {
    fakeFeedback();
    memberServer({
      'GET /business/projectRole/list': ROLES,
      'GET /business/projectRole/getProjectUsers/7': page([member(11, '张三', { roleId: 3, roleName: '安全员' })]),
    });
    inProject(['business:projectUser:list']);
    openPage(<ProjectUserPage />);
    const row = await screen.findByTestId('member-user-row-11');
    expect(within(row).getByText('安全员')).toBeTruthy();
    expect(screen.queryByTestId('member-user-role-11')).toBeNull();
    expect(screen.queryByTestId('member-user-remove-11')).toBeNull();
    expect(screen.queryByTestId('member-user-add')).toBeNull();
  });
});
