import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/shared/store/session-store.ts';
import { checkPermi, checkProjectPermi, checkRole, hasPermi, hasRole, isAdmin, Permission, Role } from '../index.ts';

describe('permission helpers', () => {
  afterEach(() =>
    useSession.setState({ roles: [], permissions: [], permissionProjectId: null, projectPermissions: {} }),
  );

  it('throw without a non-empty array', () => {
    expect(() => checkPermi({ permissions: [] }, [])).toThrow('请设置操作权限标签值');
    expect(() => checkRole({ roles: [] }, [])).toThrow('请设置角色权限标签值');
    expect(() => hasPermi(undefined as unknown as string[])).toThrow('请设置操作权限标签值');
    expect(() => hasRole('admin' as unknown as string[])).toThrow('请设置角色权限标签值');
  });

  it('pass *:*:* for permissions and admin for roles', () => {
    expect(checkPermi({ permissions: ['*:*:*'] }, ['system:user:list'])).toBe(true);
    expect(checkPermi({ permissions: ['system:user:list'] }, ['system:user:list', 'x'])).toBe(true);
    expect(checkPermi({ permissions: ['system:role:list'] }, ['system:user:list'])).toBe(false);
    expect(checkRole({ roles: ['admin'] }, ['common'])).toBe(true);
    expect(checkRole({ roles: ['common'] }, ['common'])).toBe(true);
    expect(checkRole({ roles: ['ROLE_DEFAULT'] }, ['common'])).toBe(false);
    expect(isAdmin({ roles: [], permissions: ['*:*:*'] })).toBe(true);
    expect(isAdmin({ roles: ['admin'], permissions: [] })).toBe(true);
    expect(isAdmin({ roles: ['common'], permissions: ['system:user:list'] })).toBe(false);
  });

  it('checks project permissions', () => {
    const base = { roles: ['common'], permissions: ['biz:plan:edit'], permissionProjectId: '7' };
    expect(checkProjectPermi({ roles: ['admin'], permissions: [] }, ['biz:plan:edit'])).toBe(true);
    expect(checkProjectPermi({ ...base, projectPermissions: { '7': ['biz:plan:edit'] } }, ['biz:plan:edit'])).toBe(
      true,
    );
    expect(checkProjectPermi({ ...base, projectPermissions: { '7': ['admin'] } }, ['biz:plan:edit'])).toBe(true);
    expect(checkProjectPermi({ ...base, projectPermissions: { '7': [] } }, ['biz:plan:edit'])).toBe(false);
    expect(checkProjectPermi({ ...base, projectPermissions: {} }, ['biz:plan:edit'])).toBe(false);
    expect(checkProjectPermi({ ...base, projectPermissions: { '7': ['biz:plan:view'] } }, ['biz:plan:edit'])).toBe(
      false,
    );
    expect(
      checkProjectPermi({ ...base, permissions: ['other'], projectPermissions: { '7': ['biz:plan:edit'] } }, [
        'biz:plan:edit',
      ]),
    ).toBe(false);
    expect(
      checkProjectPermi({ ...base, permissionProjectId: null, projectPermissions: { '7': ['admin'] } }, [
        'biz:plan:edit',
      ]),
    ).toBe(false);
  });

  it('renders wrapped elements only when the check passes', () => {
    useSession.setState({ roles: ['common'], permissions: ['system:user:add'] });
    render(
      <>
        <Permission perms={['system:user:add']}>
          <button type="button">add</button>
        </Permission>
        <Permission perms={['system:user:remove']}>
          <button type="button">remove</button>
        </Permission>
        <Role roles={['admin']}>
          <button type="button">admin only</button>
        </Role>
      </>,
    );
    expect(screen.getByRole('button', { name: 'add' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'remove' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'admin only' })).toBeNull();
  });
});
