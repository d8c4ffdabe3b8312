import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { column } from '../list/columns.tsx';
import { ListTable } from '../list/list-table.tsx';

type Row = { id: number; name: string; createTime: string };
const ROWS: Row[] = [
  { id: 1, name: 'first', createTime: '2026-01-02 03:04:05' },
  { id: 2, name: 'second', createTime: '2026-02-03 04:05:06' },
];

/** A window `width` px wide as far as media queries go (jsdom has no layout). */
function windowWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
      return {
        matches: width <= max,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        addListener: vi.fn(),
        removeListener: vi.fn(),
      };
    }),
  );
}

function renderTable() {
  const handlers = { onSelect: vi.fn(), onEdit: vi.fn(), onDelete: vi.fn() };
  render(
    <ListTable<Row, number>
      prefix="demo"
      rowKey="id"
      perms={{ edit: 'demo:edit', remove: 'demo:remove' }}
      columns={[column<Row>('name', '名称'), column<Row>('createTime', '创建时间')]}
      rows={ROWS}
      loading={false}
      isVisible={() => true}
      selected={[]}
      {...handlers}
    />,
  );
  return handlers;
}

beforeEach(() => {
  setLang('zh');
  useSession.setState({ token: 't', roles: ['admin'], permissions: ['*:*:*'] });
});
afterEach(() => vi.unstubAllGlobals());

describe('list tables on narrow screens', () => {
  it('shows each row as a card of label/value pairs with its actions and selection', async () => {
    windowWidth(390);
    const { onSelect, onEdit, onDelete } = renderTable();
    const list = screen.getByTestId('demo-table');
    expect(list.getAttribute('data-layout')).toBe('cards');
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByTestId('demo-row-2'));
    expect(card.getByText('名称').nextElementSibling?.textContent).toBe('second');
    expect(card.getByText('创建时间').nextElementSibling?.textContent).toBe('2026-02-03 04:05:06');
    expect(card.queryByText('操作')).toBeNull();
    await userEvent.click(card.getByTestId('demo-row-edit'));
    expect(onEdit).toHaveBeenCalledWith(2);
    await userEvent.click(card.getByTestId('demo-row-delete'));
    expect(onDelete).toHaveBeenCalledWith(2);
    await userEvent.click(card.getByRole('checkbox'));
    expect(onSelect).toHaveBeenCalledWith([2]);
  });

  it('keeps the table, scrolling sideways, on wide screens', () => {
    windowWidth(1440);
    renderTable();
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByTestId('demo-table').getAttribute('data-layout')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '创建时间' })).toBeTruthy();
    expect(within(screen.getByTestId('demo-row-1')).getByTestId('demo-row-edit')).toBeTruthy();
  });

  it('keeps 操作 in view on wide screens: the actions column alone is fixed at the right edge', () => {
    windowWidth(1440);
    renderTable();
    const fixed = (cell: Element) => cell.className.includes('ant-table-cell-fix-end');
    expect(fixed(screen.getByRole('columnheader', { name: '操作' }))).toBe(true);
    const cell = within(screen.getByTestId('demo-row-1')).getByTestId('demo-row-edit').closest('td');
    expect(cell && fixed(cell)).toBe(true);
    expect(fixed(screen.getByRole('columnheader', { name: '创建时间' }))).toBe(false);
    expect(fixed(screen.getByRole('columnheader', { name: '名称' }))).toBe(false);
  });
});
