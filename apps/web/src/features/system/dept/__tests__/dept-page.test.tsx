import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { toDeptTree } from '../components/dept-tree.ts';
import DeptPage from '../pages/dept-page.tsx';

const row = (deptId: number, parentId: number, deptName: string, orderNum: number, status = '0') => ({
  deptId,
  parentId,
  ancestors: '',
  deptName,
  orderNum,
  leader: null,
  phone: null,
  email: null,
  status,
  delFlag: '0',
  createTime: '2024-01-01 10:00:00',
});
const ROWS = [
  row(100, 0, '智建集团', 0),
  row(102, 100, '华东分公司', 2),
  row(101, 100, '总部', 1),
  row(103, 101, '研发部门', 1, '1'),
];

beforeEach(() => {
  setLang('zh');
  useSession.setState({ roles: ['common'], permissions: ['system:dept:list', 'system:dept:add'] });
  fakeServer({ 'GET /system/dept/list': () => ({ code: 200, msg: 'ok', data: ROWS }) });
});
afterEach(() => vi.unstubAllGlobals());

describe('department tree table', () => {
  it('orders the flat list into a tree', () => {
    const tree = toDeptTree(ROWS);
    expect(tree.map((node) => node.deptName)).toEqual(['智建集团']);
    expect(tree[0]?.children?.map((node) => node.deptName)).toEqual(['总部', '华东分公司']);
    expect(tree[0]?.children?.[0]?.children?.map((node) => node.deptId)).toEqual([103]);
  });

  it('renders every level expanded, buttons by permission, and collapses on demand', async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <DeptPage />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('dept-row-103')).toBeTruthy();
    const names = [...document.querySelectorAll('[data-testid^="dept-row-"]')].map((tr) =>
      tr.getAttribute('data-testid'),
    );
    expect(names).toEqual(['dept-row-100', 'dept-row-101', 'dept-row-103', 'dept-row-102']);
    expect(await screen.findAllByText('停用')).toBeTruthy();
    expect(screen.getByTestId('dept-add')).toBeTruthy();
    expect(screen.getByTestId('dept-add-101')).toBeTruthy();
    expect(screen.queryByTestId('dept-edit-101')).toBeNull();
    expect(screen.queryByTestId('dept-delete-101')).toBeNull();

    fireEvent.click(screen.getByTestId('dept-expand-toggle'));
    await waitFor(() => expect(screen.queryByTestId('dept-row-101')).toBeNull());
    expect(screen.getByTestId('dept-row-100')).toBeTruthy();
  });
});
