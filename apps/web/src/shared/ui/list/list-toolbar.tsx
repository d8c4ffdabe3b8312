import { RightToolbar } from '../right-toolbar.tsx';
import type { ListPageState } from './use-list-page.ts';

/** The search toggle, refresh and (with declared columns) column settings of useListPage's state. */
export function ListToolbar<F extends object, Id extends string | number>({
  list,
  onRefresh,
}: {
  list: ListPageState<F, Id>;
  onRefresh: () => unknown;
}) {
  const columns = list.columns;
  return (
    <RightToolbar
      showSearch={list.showSearch}
      onToggleSearch={list.setShowSearch}
      onRefresh={() => void onRefresh()}
      columns={columns && { settings: columns.settings, labels: columns.labels, onChange: columns.update }}
    />
  );
}
