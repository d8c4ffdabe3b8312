import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type ConfirmOptions, setFeedback } from '@/shared/api/feedback.ts';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { column } from '../list/columns.tsx';
import { ListPage, type ListPageProps } from '../list/list-page.tsx';
import { ListTable } from '../list/list-table.tsx';
import { useListPage } from '../list/use-list-page.ts';
import { fakeFeedback } from './test-kit.tsx';

type Row = { id: number; name: string };
const ROWS: Row[] = [
  { id: 1, name: 'first' },
  { id: 2, name: 'second' },
];

function Harness({
  remove,
  props = {},
}: {
  remove: (ids: number[]) => Promise<unknown>;
  props?: Partial<ListPageProps<{ name?: string }, number>>;
}) {
  const list = useListPage<{ name?: string }>({
    columns: { storageKey: 'demo-list', labels: { name: 'common.remark' } },
    remove: { what: 'common.remark', run: remove },
  });
  const query = { data: { rows: ROWS, total: 2 }, isFetching: false, refetch: vi.fn() };
  return (
    <ListPage
      testId="demo-page"
      prefix="demo"
      perms={{ add: 'demo:add', edit: 'demo:edit', remove: 'demo:remove' }}
      list={list}
      query={query}
      search={<p data-testid="demo-search" />}
      dialogs={<p data-testid="editing">{String(list.editing)}</p>}
      {...props}
    >
      <ListTable
        prefix="demo"
        rowKey="id"
        perms={{ edit: 'demo:edit', remove: 'demo:remove' }}
        columns={[column<Row>('name', 'Name')]}
        {...list.table(query)}
      />
    </ListPage>
  );
}

const checkRow = (id: number) => userEvent.click(within(screen.getByTestId(`demo-row-${id}`)).getByRole('checkbox'));

beforeEach(() => {
  setLang('zh');
  useSession.setState({ token: 't', roles: ['admin'], permissions: ['*:*:*'] });
});

describe('ListPage with useListPage', () => {
  it('wires add, edit and delete to the dialog state and the delete question', async () => {
    const success = vi.fn();
    const questions: string[] = [];
    setFeedback({
      error: vi.fn(),
      warning: vi.fn(),
      success,
      notifyError: vi.fn(),
      loading: () => () => {},
      confirm: (options: ConfirmOptions) => {
        questions.push(options.content);
        void options.onOk();
      },
    });
    const remove = vi.fn(async (_ids: number[]) => {});
    render(<Harness remove={remove} />);
    expect(screen.getByTestId('demo-page')).toBeTruthy();
    expect(screen.getByText('共 2 条')).toBeTruthy();

    await userEvent.click(screen.getByTestId('demo-add'));
    expect(screen.getByTestId('editing').textContent).toBe('null');

    expect((screen.getByTestId('demo-edit') as HTMLButtonElement).disabled).toBe(true);
    await checkRow(2);
    await userEvent.click(screen.getByTestId('demo-edit'));
    expect(screen.getByTestId('editing').textContent).toBe('2');
    await userEvent.click(within(screen.getByTestId('demo-row-1')).getByTestId('demo-row-edit'));
    expect(screen.getByTestId('editing').textContent).toBe('1');

    await checkRow(1);
    await userEvent.click(screen.getByTestId('demo-delete'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([2, 1]));
    expect(questions).toEqual(['是否确认删除备注为"2,1"的数据项？']);
    await waitFor(() => expect(success).toHaveBeenCalledWith('删除成功'));
    await waitFor(() => expect((screen.getByTestId('demo-delete') as HTMLButtonElement).disabled).toBe(true));
  });

  it('hides the search with the toolbar toggle and lets a page drop or replace buttons', async () => {
    fakeFeedback();
    const onEdit = vi.fn();
    render(<Harness remove={async () => {}} props={{ onAdd: false, onDelete: false, onEdit }} />);
    expect(screen.getByTestId('demo-search')).toBeTruthy();
    await userEvent.click(screen.getByTestId('toolbar-search-toggle'));
    expect(screen.queryByTestId('demo-search')).toBeNull();

    expect(screen.queryByTestId('demo-add')).toBeNull();
    expect(screen.queryByTestId('demo-delete')).toBeNull();
    await checkRow(1);
    await userEvent.click(screen.getByTestId('demo-edit'));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(screen.getByTestId('editing').textContent).toBe('undefined');
  });
});
