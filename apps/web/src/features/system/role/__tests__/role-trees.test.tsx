import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RoleRow, TreeSelect } from '@zj/contract';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '@/shared/i18n/admin-texts.ts';
import { fakeServerEachTest } from '@/shared/testing/fake-server.ts';
import { PermissionTree } from '@/shared/ui/permission-tree.tsx';
import { DataScopeDialog, toDataScopeBody } from '../components/data-scope-dialog.tsx';
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

const fake = fakeServerEachTest();

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

function Harness({
  onChange,
  tree = TREE,
  initial = [],
}: {
  onChange: (state: { checked: number[]; linked: boolean }) => void;
  tree?: TreeSelect[];
  initial?: number[];
}) {
  const [checked, setChecked] = useState<number[]>(initial);
  const [linked, setLinked] = useState(true);
  onChange({ checked, linked });
  return (
    <PermissionTree
      name="t"
      tree={tree}
      checked={checked}
      onCheckedChange={setChecked}
      linked={linked}
      onLinkedChange={setLinked}
    />
  );
}

/** 任务 → 工单 → 我的任务 (with its button 工单查询), 待办任务, 我处理的; 项目 → 问题追踪; 知识库 → 知识展示. */
const SEEDED: TreeSelect[] = [
  {
    id: 3,
    label: '任务',
    children: [
      {
        id: 300,
        label: '工单',
        children: [
          { id: 530, label: '我的任务', children: [{ id: 5300, label: '工单查询' }] },
          { id: 531, label: '待办任务' },
          { id: 532, label: '我处理的' },
        ],
      },
    ],
  },
  { id: 2, label: '项目', children: [{ id: 214, label: '问题追踪', children: [{ id: 2140, label: '问题查询' }] }] },
  { id: 4, label: '知识库', children: [{ id: 400, label: '知识展示' }] },
];

const classOf = (testId: string) =>
  screen.getByTestId(testId).closest('.ant-tree-treenode')?.querySelector('.ant-tree-checkbox')?.className ?? '';

describe('role menu tree', () => {
  it('links parents and children until 父子联动 is switched off', async () => {
    let state = { checked: [] as number[], linked: true };
    render(<Harness onChange={(next) => (state = next)} />);
    fireEvent.click(box('t-expand'));
    await screen.findByTestId('t-node-1000');

    check('t-node-100');
    expect([...state.checked].sort()).toEqual([1, 100, 1000, 1001]);
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

  it('starts from the stored ids as they are, and shows a page granted without all its buttons half checked', async () => {
    expect(initialChecked(TREE, [1, 100, 1000], true)).toEqual([1, 100, 1000]);
    expect(initialChecked(TREE, [1, 100, 1000], false)).toEqual([1, 100, 1000]);
    render(<Harness onChange={() => {}} tree={SEEDED} initial={[3, 300, 530, 531, 532]} />);
    fireEvent.click(box('t-expand'));
    await screen.findByTestId('t-node-5300');
    expect(classOf('t-node-530')).toContain('ant-tree-checkbox-indeterminate');
    expect(classOf('t-node-531')).toContain('ant-tree-checkbox-checked');
    expect(classOf('t-node-5300')).not.toContain('ant-tree-checkbox-checked');
  });

  it('changes only what the editor changed: ticking 项目 and 知识库 keeps 我的任务 (issue 22)', async () => {
    let state = { checked: [] as number[], linked: true };
    // 普通角色's stored menus: 我的任务 without its button 工单查询.
    render(<Harness onChange={(next) => (state = next)} tree={SEEDED} initial={[3, 300, 530, 531, 532]} />);
    fireEvent.click(box('t-expand'));
    await screen.findByTestId('t-node-5300');
    check('t-node-2');
    check('t-node-4');
    expect(idsToSubmit(SEEDED, state.checked, true)).toEqual([2, 3, 4, 214, 300, 400, 530, 531, 532, 2140]);
    // Unticking 待办任务 takes it alone away; 工单 stays for the pages still below it.
    check('t-node-531');
    expect(idsToSubmit(SEEDED, state.checked, true)).toEqual([2, 3, 4, 214, 300, 400, 530, 532, 2140]);
    // Unticking 知识展示 takes 知识库 with it (nothing is left below it).
    check('t-node-400');
    expect(idsToSubmit(SEEDED, state.checked, true)).toEqual([2, 3, 214, 300, 530, 532, 2140]);
  });

  it('sends menuCheckStrictly and the granted menu ids', () => {
    const body = toRoleBody(
      { roleName: ' 测试 ', roleKey: 'test', roleSort: 3, status: '0' },
      { tree: TREE, checked: [1000, 1, 100, 101], linked: true },
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
    fake.server.answer('GET /system/dept/roleDeptTreeselect/9', () => ({
      code: 200,
      msg: 'ok',
      checkedKeys: [100],
      depts: TREE,
    }));
    fake.server.answer('PUT /system/role/dataScope', () => ({ code: 200, msg: 'ok' }));
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
    const put = fake.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
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
