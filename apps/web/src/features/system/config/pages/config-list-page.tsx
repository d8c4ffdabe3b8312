import { type ConfigFilters, DICT_TYPES, PERMS } from '@zj/contract';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { RefreshCacheButton } from '@/shared/ui/list/refresh-cache-button.tsx';
import { SearchForm, SearchInput, toFilters } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteConfigs } from '../api/delete-configs.ts';
import { exportConfigs } from '../api/export-configs.ts';
import { type ConfigListQuery, useConfigs } from '../api/get-configs.ts';
import { useRefreshConfigCache } from '../api/refresh-config-cache.ts';
import { ConfigFormDialog } from '../components/config-form-dialog.tsx';
import { CONFIG_LABELS, ConfigTable } from '../components/config-table.tsx';

type Filters = Omit<ConfigListQuery, 'pageNum' | 'pageSize'>;
type FormValues = ConfigFilters & { dateRange?: [Dayjs, Dayjs] | null };

/** 参数设置 (menu component system/config/index). */
export default function ConfigListPage() {
  const { t } = useTranslation();
  const yesNoOptions = useDict(DICT_TYPES.yesNo)[DICT_TYPES.yesNo];
  const remove = useDeleteConfigs();
  const refresh = useRefreshConfigCache();
  const list = useListPage<Filters>({
    columns: { storageKey: 'system-config', labels: CONFIG_LABELS },
    remove: { what: 'sys.config.id', run: remove.mutateAsync },
  });
  const configs = useConfigs(list.query);
  const [form] = Form.useForm<FormValues>();

  return (
    <ListPage
      testId="config-page"
      prefix="config"
      perms={PERMS.system.config}
      list={list}
      query={configs}
      onExport={() => void exportConfigs(list.filters)}
      extra={<RefreshCacheButton testId="config-refresh-cache" perm={PERMS.system.config.remove} refresh={refresh} />}
      search={
        <SearchForm<FormValues>
          prefix="config"
          form={form}
          dateRange
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <SearchInput name="configName" label="sys.config.name" />
          <SearchInput name="configKey" label="sys.config.key" />
          <Form.Item name="configType" label={t('sys.config.type')}>
            <DictSelect options={yesNoOptions} placeholder={t('sys.config.type')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
      dialogs={<ConfigFormDialog configId={list.editing} yesNoOptions={yesNoOptions} onClose={list.closeEdit} />}
    >
      <ConfigTable {...list.table(configs)} yesNoOptions={yesNoOptions} />
    </ListPage>
  );
}
