import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RoleRow, TreeSelect } from '@zj/contract';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/admin-texts.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { DataScopeDialog, toDataScopeBody } from '../components/data-scope-dialog.tsx';
import { PermissionTree } from '../components/permission-tree.tsx';
import { toRoleBody } from '../components/role-form-dialog.tsx';
import { idsToSubmit, initialChecked } from '../components/tree-check.ts';

const TREE: TreeSelect[] = [
  {
    id: 1,
    label: '系统管理',
    children: [
      {
        id: 100,
        label: '用户管理',
        children: [
          { id: 1000, label: '用户查询' },
          { id: 1001, label: '用户新增' },
        ],
      },
      { id: 101, label: '角色管理' },
    ],
  },
  { id: 2, label: '系统监控', children: [{ id: 200, label: '在线用户' }] },
];

let server: ReturnType<typeof fakeServer>;
let fetchMock: ReturnType<typeof fakeServer>['fetchMock'];

beforeEach(() => {
  setLang('zh');
  server = fakeServer();
  fetchMock = server.fetchMock;
});
afterEach(() => vi.unstubAllGlobals());

/** The input of an antd Checkbox (the test id may sit on the input or its wrapper). */
function box(testId: string): HTMLInputElement {
  const element = screen.getByTestId(testId);
  return (element.tagName === 'INPUT' ? element : element.querySelector('input')) as HTMLInputElement;
}

/** Clicks the checkbox of a tree node (its title carries the test id). */
function check(testId: string) {
  const title = screen.getByTestId(testId);
  const node = title.closest('.ant-tree-treenode');
  const box = node?.querySelector('.ant-tree-checkbox');
  if (!box) throw new Error(`no checkbox for ${testId}`);
  fireEvent.click(box);
}

function Harness({ onChange }: { onChange: (state: { checked: number[]; linked: boolean }) => void }) {
  const [checked, setChecked] = useState<number[]>([]);
  const [linked, setLinked] = useState(true);
  onChange({ checked, linked });
  return (
    <PermissionTree
      name="t"
      tree={TREE}
      checked={checked}
      onCheckedChange={setChecked}
      linked={linked}
      onLinkedChange={setLinked}
    />
  );
}

describe('role menu tree', () => {
  it('links parents and children until 父子联动 is switched off', async () => {
    let state = { checked: [] as number[], linked: true };
    render(<Harness onChange={(next) => (state = next)} />);
    fireEvent.click(box('t-expand'));
    await screen.findByTestId('t-node-1000');

    check('t-node-100');
    expect([...state.checked].sort()).toEqual([100, 1000, 1001]);
    expect(idsToSubmit(TREE, state.checked, state.linked)).toEqual([1, 100, 1000, 1001]);

    check('t-node-100');
    expect(state.checked).toEqual([]);

    fireEvent.click(box('t-cascade'));
    expect(state.linked).toBe(false);
    check('t-node-100');
    expect(state.checked).toEqual([100]);
    expect(idsToSubmit(TREE, state.checked, state.linked)).toEqual([100]);

    fireEvent.click(box('t-select-all'));
    expect(state.checked).toHaveLength(7);
  });

  it('shows only stored leaves when linked, so a stored parent does not check all its children', () => {
    expect(initialChecked(TREE, [1, 100, 1000], true).sort()).toEqual([1000]);
    expect(initialChecked(TREE, [1, 100, 1000], false)).toEqual([1, 100, 1000]);
  });

  it('sends menuCheckStrictly and the menu ids with half-checked parents', () => {
    const body = toRoleBody(
      { roleName: ' 测试 ', roleKey: 'test', roleSort: 3, status: '0' },
      { tree: TREE, checked: [1000, 101], linked: true },
      5,
    );
    expect(body).toEqual({
      roleId: 5,
      roleName: '测试',
      roleKey: 'test',
      roleSort: 3,
      status: '0',
      remark: '',
      menuCheckStrictly: true,
      menuIds: [1, 100, 101, 1000],
    });
  });
});

describe('data scope dialog', () => {
  const ROLE = {
    roleId: 9,
    roleName: '区域经理',
    roleKey: 'area',
    roleSort: 1,
    dataScope: '2',
    menuCheckStrictly: true,
    deptCheckStrictly: false,
    status: '0',
    delFlag: '0',
    createTime: null,
    remark: null,
    admin: false,
  } satisfies RoleRow;

  it('puts the custom departments of the role', async () => {
    server.answer('GET /system/dept/roleDeptTreeselect/9', () => ({
      code: 200,
      msg: 'ok',
      checkedKeys: [100],
      depts: TREE,
    }));
    server.answer('PUT /system/role/dataScope', () => ({ code: 200, msg: 'ok' }));
    const onSaved = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DataScopeDialog role={ROLE} onClose={() => {}} onSaved={onSaved} />
      </QueryClientProvider>,
    );
    await screen.findByTestId('data-scope-dept-expand');
    fireEvent.click(box('data-scope-dept-expand'));
    await screen.findByTestId('data-scope-dept-node-200');
    check('data-scope-dept-node-200');
    fireEvent.click(screen.getByTestId('data-scope-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(String(put?.[0])).toMatch(/\/system\/role\/dataScope$/);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      roleId: 9,
      dataScope: '2',
      deptCheckStrictly: false,
      deptIds: [100, 200],
    });
  });

  it('sends no departments for the other scopes', () => {
    expect(toDataScopeBody(9, '4', { tree: TREE, checked: [100], linked: true })).toEqual({
      roleId: 9,
      dataScope: '4',
      deptCheckStrictly: true,
      deptIds: [],
    });
  });
});
