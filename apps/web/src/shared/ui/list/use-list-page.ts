import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../confirm.ts';
import type { ColumnSetting } from '../use-column-settings.ts';
import { useColumnSettings } from '../use-column-settings.ts';
import { type PageBinding, useListParams } from './use-list-params.ts';

export interface ListPageOptions<Id extends string | number> {
  /** Column visibility kept per table: the storage key and the text key of each column, in order. */
  columns?: { storageKey: string; labels: Readonly<Record<string, string>> };
  /**
   * Deleting by ids: `run` deletes. The question is 是否确认删除{what}为"{ids}"… with `what` the
   * text key of the id column, unless `confirm` asks otherwise (and runs `action` when confirmed).
   */
  remove?: {
    run: (ids: Id[]) => Promise<unknown>;
    what?: string;
    confirm?: (ids: Id[], action: () => Promise<unknown>) => void;
  };
  /** Where the page is kept (default: the component; useUrlPage: the URL). */
  page?: PageBinding;
}

/** What a list page declares: paging and filters, selection, the edited record, the search toggle and columns. */
export interface ListPageState<F extends object, Id extends string | number>
  extends ReturnType<typeof useListParams<F>> {
  selected: Id[];
  setSelected: (ids: Id[]) => void;
  /** undefined: the form dialog is closed; null: a new record; an id: that record. */
  editing: Id | null | undefined;
  edit: (id: Id | null | undefined) => void;
  closeEdit: () => void;
  showSearch: boolean;
  setShowSearch: (show: boolean) => void;
  /** Column visibility with translated labels, when the page declared its columns. */
  columns?: {
    settings: ColumnSetting[];
    labels: Record<string, string>;
    update: (next: ColumnSetting[]) => void;
    isVisible: (key: string) => boolean;
  };
  /** Whether a column is shown (all are without declared columns). */
  isVisible: (key: string) => boolean;
  /** Asks 是否确认删除…, deletes and clears the selection (a no-op without `remove`). */
  askDelete: (ids: Id[]) => void;
  canDelete: boolean;
  /** The props a list table takes from the page: rows of the query, selection, edit and delete by id. */
  table: <Row>(query: { data?: { rows: Row[] }; isFetching: boolean }) => ListTableBinding<Row, Id>;
}

/** What ListTable takes from useListPage (see list-table.tsx). */
export interface ListTableBinding<Row, Id> {
  rows: Row[];
  /** The declared columns (field → text key of the title), in order. */
  labels?: Readonly<Record<string, string>>;
  loading: boolean;
  isVisible: (key: string) => boolean;
  selected: Id[];
  onSelect: (ids: Id[]) => void;
  onEdit: (id: Id) => void;
  onDelete: (id: Id) => void;
}

const allVisible = () => true;

/**
 * The state of a CRUD list screen in one hook: filters and paging (searching goes back to page
 * 1), the selected ids, the record in the form dialog, the search toggle, column visibility and
 * the delete confirmation. `F` is the filters, `Id` the row id.
 */
export function useListPage<F extends object, Id extends string | number = number>(
  options: ListPageOptions<Id> & { filters?: F } = {},
): ListPageState<F, Id> {
  const { t } = useTranslation();
  const params = useListParams<F>(options.filters ?? ({} as F), options.page);
  const [selected, setSelected] = useState<Id[]>([]);
  const [editing, edit] = useState<Id | null | undefined>(undefined);
  const [showSearch, setShowSearch] = useState(true);
  const labelKeys = options.columns?.labels ?? {};
  const keys = Object.keys(labelKeys);
  const settings = useColumnSettings(options.columns?.storageKey ?? '', keys);
  const columns = options.columns && {
    settings: settings.settings,
    labels: Object.fromEntries(keys.map((key) => [key, t(labelKeys[key] ?? key)])),
    update: settings.update,
    isVisible: settings.isVisible,
  };
  const isVisible = columns?.isVisible ?? allVisible;
  const remove = options.remove;
  const askDelete = (ids: Id[]) => {
    if (!remove) return;
    const action = async () => {
      await remove.run(ids);
      setSelected([]);
    };
    if (remove.confirm) remove.confirm(ids, action);
    else confirmDelete(t(remove.what ?? ''), ids, action);
  };
  return {
    ...params,
    selected,
    setSelected,
    editing,
    edit,
    closeEdit: () => edit(undefined),
    showSearch,
    setShowSearch,
    columns,
    isVisible,
    askDelete,
    canDelete: remove !== undefined,
    table: (query) => ({
      rows: query.data?.rows ?? [],
      labels: options.columns?.labels,
      loading: query.isFetching,
      isVisible,
      selected,
      onSelect: setSelected,
      onEdit: edit,
      onDelete: (id) => askDelete([id]),
    }),
  };
}
