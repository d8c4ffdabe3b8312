import { DICT_TYPES, type DictTypeRow, PERMS } from '@zj/contract';
import { Link } from 'react-router';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { RefreshCacheButton } from '@/shared/ui/list/refresh-cache-button.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteDictTypes } from '../api/delete-dict-types.ts';
import { exportDictTypes } from '../api/export-dict-types.ts';
import { type DictTypeListQuery, useDictTypes } from '../api/get-dict-types.ts';
import { useRefreshDictCache } from '../api/refresh-dict-cache.ts';
import { DictTypeFormDialog } from '../components/dict-type-form-dialog.tsx';

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  dictId: 'sys.dict.id',
  dictName: 'sys.dict.name',
  dictType: 'sys.dict.type',
  status: 'common.status',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

/** 字典管理 (menu component system/dict/index): the dictionary types. */
export default function DictTypeListPage() {
  const statusOptions = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const remove = useDeleteDictTypes();
  const refresh = useRefreshDictCache();
  const list = useListPage<Omit<DictTypeListQuery, 'pageNum' | 'pageSize'>>({
    columns: { storageKey: 'system-dict-type', labels: LABELS },
    remove: { what: 'sys.dict.id', run: remove.mutateAsync },
  });
  const types = useDictTypes(list.query);

  return (
    <ListPage
      prefix="dict"
      perms={PERMS.system.dict}
      list={list}
      query={types}
      onExport={() => void exportDictTypes(list.filters)}
      extra={<RefreshCacheButton testId="dict-refresh-cache" perm={PERMS.system.dict.remove} refresh={refresh} />}
      search={{
        dateRange: true,
        fields: [
          { name: 'dictName', label: 'sys.dict.name' },
          { name: 'dictType', label: 'sys.dict.type' },
          { name: 'status', label: 'common.status', dict: statusOptions, placeholder: 'sys.dict.status' },
        ],
      }}
      dialogs={<DictTypeFormDialog dictId={list.editing} statusOptions={statusOptions} onClose={list.closeEdit} />}
    >
      <ListTable<DictTypeRow, number>
        prefix="dict"
        rowKey="dictId"
        perms={PERMS.system.dict}
        columns={{
          dictId: { width: 100 },
          dictName: { ellipsis: true },
          dictType: {
            render: (type: string, row) => (
              <Link to={`/system/dict-data/index/${row.dictId}`} data-testid={`dict-type-link-${row.dictId}`}>
                {type}
              </Link>
            ),
          },
          status: { dict: statusOptions },
          remark: { ellipsis: true },
          createTime: { width: 180 },
        }}
        {...list.table(types)}
      />
    </ListPage>
  );
}
