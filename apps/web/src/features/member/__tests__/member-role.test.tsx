import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import ProjectRolePage from '../pages/project-role-page.tsx';
import { inProject, memberServer, openPage, page } from './member-fakes.tsx';

chineseEachTest();

describe('项目角色', () => {
  const ROLE = {
    roleId: 5,
    projectId: 7,
    roleName: '项目经理',
    roleKey: 'pm',
    roleSort: 1,
    status: '0',
    remark: null,
    createTime: '2024-01-01 10:00:00',
    userCount: 2,
  };
  const MENUS = [
    {
      id: 520,
      label: '项目角色',
      children: [
        { id: 1121, label: '角色新增' },
        { id: 1122, label: '角色修改' },
      ],
    },
    { id: 522, label: '组织架构' },
  ];

  it('lists the roles of the current project and creates one with its menus', { timeout: 40_000 }, async () => {
    const told = fakeFeedback();
    const { writes, reads } = memberServer({
      'GET /business/projectRole/list': page([ROLE]),
      'GET /business/projectRole/roleMenuTreeselect/0': () => ({ code: 200, msg: 'ok', menus: MENUS, checkedKeys: [] }),
    });
    inProject(['business:projectRole:list', 'business:projectRole:add']);
    openPage(<ProjectRolePage />);
    const row = await screen.findByTestId('member-role-row-5');
    expect(within(row).getByText('项目经理')).toBeTruthy();
    const list = reads.find((url) => url.pathname.endsWith('/business/projectRole/list'));
    expect(list?.search).toBe('?projectId=7&pageNum=1&pageSize=20');
    // Only 新增 is granted in this project.
    expect(screen.queryByTestId('member-role-edit-5')).toBeNull();
    expect(screen.queryByTestId('member-role-delete-5')).toBeNull();

    await userEvent.click(screen.getByTestId('member-role-add'));
    await userEvent.click(screen.getByTestId('member-role-form-submit'));
    expect(await screen.findByText('角色名称不能为空')).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(screen.getByTestId('member-role-form-name'), { target: { value: '安全员' } });
    fireEvent.change(screen.getByTestId('member-role-form-key'), { target: { value: 'safety' } });
    // 项目角色 checks both its buttons; unchecking 角色修改 leaves it half checked, and saved with its child.
    await userEvent.click(await screen.findByTestId('member-role-form-node-520'));
    await userEvent.click(screen.getByTestId('member-role-form-expand'));
    await userEvent.click(await screen.findByTestId('member-role-form-node-1122'));
    await userEvent.click(screen.getByTestId('member-role-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: 'POST',
      path: '/business/projectRole',
      body: {
        projectId: 7,
        roleName: '安全员',
        roleKey: 'safety',
        roleSort: 0,
        status: '0',
        remark: '',
        menuIds: [520, 1121],
      },
    });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('新增成功'));
  });

  it('edits a role keeping its stored menus, and deletes one after confirmation', { timeout: 40_000 }, async () => {
    fakeFeedback();
    const { writes } = memberServer({
      'GET /business/projectRole/list': page([ROLE]),
      'GET /business/projectRole/5': () => ({ code: 200, msg: 'ok', data: { ...ROLE, menuIds: [520, 1121] } }),
      'GET /business/projectRole/roleMenuTreeselect/5': () => ({
        code: 200,
        msg: 'ok',
        menus: MENUS,
        checkedKeys: [520, 1121],
      }),
    });
    inProject(['business:projectRole:edit', 'business:projectRole:remove']);
    openPage(<ProjectRolePage />);
    await userEvent.click(await screen.findByTestId('member-role-edit-5'));
    await waitFor(() =>
      expect((screen.getByTestId('member-role-form-name') as HTMLInputElement).value).toBe('项目经理'),
    );
    await userEvent.click(screen.getByTestId('member-role-form-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      method: 'PUT',
      path: '/business/projectRole',
      body: { roleId: 5, projectId: 7, menuIds: [520, 1121] },
    });

    await userEvent.click(screen.getByTestId('member-role-delete-5'));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({ method: 'DELETE', path: '/business/projectRole/5', body: undefined });
  });
});
