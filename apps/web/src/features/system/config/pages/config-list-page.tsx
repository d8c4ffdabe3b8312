import { DICT_TYPES, PERMS } from '@zj/contract';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { RefreshCacheButton } from '@/shared/ui/list/refresh-cache-button.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteConfigs } from '../api/delete-configs.ts';
import { exportConfigs } from '../api/export-configs.ts';
import { type ConfigListQuery, useConfigs } from '../api/get-configs.ts';
import { useRefreshConfigCache } from '../api/refresh-config-cache.ts';
import { ConfigFormDialog } from '../components/config-form-dialog.tsx';

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  configId: 'sys.config.id',
  configName: 'sys.config.name',
  configKey: 'sys.config.key',
  configValue: 'sys.config.value',
  configType: 'sys.config.type',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

/** 参数设置 (menu component system/config/index). */
export default function ConfigListPage() {
  const yesNoOptions = useDict(DICT_TYPES.yesNo)[DICT_TYPES.yesNo];
  const remove = useDeleteConfigs();
  const refresh = useRefreshConfigCache();
  const list = useListPage<Omit<ConfigListQuery, 'pageNum' | 'pageSize'>>({
    columns: { storageKey: 'system-config', labels: LABELS },
    remove: { what: 'sys.config.id', run: remove.mutateAsync },
  });
  const configs = useConfigs(list.query);

  return (
    <ListPage
      prefix="config"
      perms={PERMS.system.config}
      list={list}
      query={configs}
      onExport={() => void exportConfigs(list.filters)}
      extra={<RefreshCacheButton testId="config-refresh-cache" perm={PERMS.system.config.remove} refresh={refresh} />}
      search={{
        dateRange: true,
        fields: [
          { name: 'configName', label: 'sys.config.name' },
          { name: 'configKey', label: 'sys.config.key' },
          { name: 'configType', label: 'sys.config.type', dict: yesNoOptions },
        ],
      }}
      dialogs={<ConfigFormDialog configId={list.editing} yesNoOptions={yesNoOptions} onClose={list.closeEdit} />}
    >
      <ListTable
        prefix="config"
        rowKey="configId"
        perms={PERMS.system.config}
        columns={{
          configId: { width: 100 },
          configName: { ellipsis: true },
          configKey: { ellipsis: true },
          configValue: { ellipsis: true },
          configType: { dict: yesNoOptions },
          remark: { ellipsis: true },
          createTime: { width: 180 },
        }}
        {...list.table(configs)}
      />
    </ListPage>
  );
}
