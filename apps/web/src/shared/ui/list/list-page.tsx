import { Card, Flex, Form } from 'antd';
import { type CSSProperties, isValidElement, type ReactNode } from 'react';
import { TablePagination } from '../table-pagination.tsx';
import { ListActions, type ListActionsProps } from './list-actions.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { type DateRangeValues, SearchForm, type SearchFormProps, toFilters } from './search-form.tsx';
import type { ListPageState } from './use-list-page.ts';

/**
 * A search form described (SearchForm's props): the prefix is the list's, searching goes to
 * `list.search` (the day range as params[beginTime] / params[endTime]) and resetting to
 * `list.reset` unless `onSearch` / `onReset` say otherwise; the form is the page's, so its values
 * stay while the search is hidden.
 */
export type SearchSpec<F extends object> = Omit<
  SearchFormProps<F & DateRangeValues>,
  'prefix' | 'onSearch' | 'onReset'
> &
  Partial<Pick<SearchFormProps<F & DateRangeValues>, 'onSearch' | 'onReset'>> & {
    fields: SearchFormProps<F>['fields'];
  };

const isSpec = <F extends object>(search: ReactNode | SearchSpec<F>): search is SearchSpec<F> =>
  typeof search === 'object' && search !== null && !isValidElement(search) && 'fields' in search;

/** A button handler of the list: leave it out for the default, `false` for no button. */
type Handler = (() => void) | false;

export interface ListPageProps<F extends object, Id extends string | number> {
  /** The test id of the card (default `${prefix}-page`). */
  testId?: string;
  /** Test-id prefix of the buttons (`${prefix}-add`, …), as ListActions. */
  prefix: string;
  /** Other test ids, other texts of some buttons and project permissions, as ListActions. */
  testIds?: ListActionsProps['testIds'];
  labels?: ListActionsProps['labels'];
  projectScoped?: boolean;
  perms: ListActionsProps['perms'];
  /** The page's state from useListPage. */
  list: ListPageState<F, Id>;
  /** The list query: its total feeds the pager, refetch the toolbar's refresh. */
  query: { data?: { total: number }; refetch: () => unknown };
  /** false for a list that comes whole (a tree): no pager. */
  paged?: boolean;
  /** The search form (or its description), shown while the toolbar's search toggle is on. */
  search?: ReactNode | SearchSpec<F>;
  /** Default: a new record in the form dialog (`list.edit(null)`). */
  onAdd?: Handler;
  /** Default: the selected record in the form dialog. */
  onEdit?: Handler;
  /** Default: ask and delete the selected records (with useListPage's `remove`). */
  onDelete?: Handler;
  onImport?: () => void;
  onExport?: () => void;
  /** More buttons after the standard ones. */
  extra?: ReactNode;
  /** More controls on the right, before the search toggle, refresh and column settings. */
  toolbarExtra?: ReactNode;
  /** The form and detail dialogs. */
  dialogs?: ReactNode;
  /** The table. */
  children: ReactNode;
  /** More style of the card (e.g. no margin beside a tree panel). */
  style?: CSSProperties;
  /** Inside another frame (e.g. ProjectScope's card): no card of its own. */
  bare?: boolean;
}

const pick = (handler: Handler | undefined, fallback: (() => void) | undefined) =>
  handler === false ? undefined : (handler ?? fallback);

/**
 * The frame of a CRUD list screen: search form, the button row (新增 / 修改 / 删除 / 导入 / 导出
 * and extras) with the search toggle, refresh and column settings, the table, the pager and dialogs.
 */
export function ListPage<F extends object, Id extends string | number>({
  prefix,
  testId = `${prefix}-page`,
  testIds,
  labels,
  projectScoped,
  perms,
  list,
  query,
  paged = true,
  search,
  onAdd,
  onEdit,
  onDelete,
  onImport,
  onExport,
  extra,
  toolbarExtra,
  dialogs,
  children,
  style,
  bare = false,
}: ListPageProps<F, Id>) {
  const [searchForm] = Form.useForm<F & DateRangeValues>();
  const content = (
    <>
      {list.showSearch &&
        (isSpec(search) ? (
          <SearchForm<F & DateRangeValues>
            prefix={prefix}
            form={searchForm}
            onSearch={(values) => list.search(toFilters(values) as F)}
            onReset={list.reset}
            {...search}
          />
        ) : (
          search
        ))}
      <ListActions
        prefix={prefix}
        testIds={testIds}
        labels={labels}
        projectScoped={projectScoped}
        perms={perms}
        selected={list.selected}
        onAdd={pick(onAdd, () => list.edit(null))}
        onEdit={pick(onEdit, () => list.edit(list.selected[0]))}
        onDelete={pick(onDelete, list.canDelete ? () => list.askDelete(list.selected) : undefined)}
        onImport={onImport}
        onExport={onExport}
        extra={extra}
        toolbar={
          <Flex gap={8} align="center">
            {toolbarExtra}
            <ListToolbar list={list} onRefresh={() => query.refetch()} />
          </Flex>
        }
      />
      {children}
      {paged && (
        <TablePagination
          total={query.data?.total ?? 0}
          pageNum={list.page.pageNum}
          pageSize={list.page.pageSize}
          onChange={list.changePage}
        />
      )}
      {dialogs}
    </>
  );
  return bare ? (
    <div data-testid={testId}>{content}</div>
  ) : (
    <Card variant="borderless" style={{ margin: 16, ...style }} data-testid={testId}>
      {content}
    </Card>
  );
}
