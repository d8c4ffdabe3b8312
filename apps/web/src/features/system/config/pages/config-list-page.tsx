import { SyncOutlined } from '@ant-design/icons';
import { type ConfigFilters, DICT_TYPES, PERMS } from '@zj/contract';
import { Button, Card, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../../shared/access/access.tsx';
import { feedback } from '../../../../shared/api/feedback.ts';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useColumnSettings } from '../../../../shared/ui/use-column-settings.ts';
import { confirmDelete } from '../../common/confirm.ts';
import { ListActions } from '../../common/list-actions.tsx';
import { SearchForm, toFilters } from '../../common/search-form.tsx';
import { useListParams } from '../../common/use-list-params.ts';
import '../../common/system-texts.ts';
import { useDeleteConfigs } from '../api/delete-configs.ts';
import { exportConfigs } from '../api/export-configs.ts';
import { type ConfigListQuery, useConfigs } from '../api/get-configs.ts';
import { useRefreshConfigCache } from '../api/refresh-config-cache.ts';
import { ConfigFormDialog } from '../components/config-form-dialog.tsx';
import { CONFIG_COLUMNS, CONFIG_LABELS, ConfigTable } from '../components/config-table.tsx';

type Filters = Omit<ConfigListQuery, 'pageNum' | 'pageSize'>;
type FormValues = ConfigFilters & { dateRange?: [Dayjs, Dayjs] | null };

/** 参数设置 (menu component system/config/index). */
export default function ConfigListPage() {
  const { t } = useTranslation();
  const yesNoOptions = useDict(DICT_TYPES.yesNo)[DICT_TYPES.yesNo];
  const list = useListParams<Filters>({});
  const configs = useConfigs(list.query);
  const remove = useDeleteConfigs();
  const refresh = useRefreshConfigCache();
  const columns = useColumnSettings('system-config', CONFIG_COLUMNS);
  const [form] = Form.useForm<FormValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const askDelete = (ids: number[]) =>
    confirmDelete(t('sys.config.id'), ids, async () => {
      await remove.mutateAsync(ids);
      setSelected([]);
    });
  const labels = Object.fromEntries(CONFIG_COLUMNS.map((key) => [key, t(CONFIG_LABELS[key])]));

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="config-page">
      {showSearch && (
        <SearchForm<FormValues>
          prefix="config"
          form={form}
          dateRange
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <Form.Item name="configName" label={t('sys.config.name')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.config.name') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="configKey" label={t('sys.config.key')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.config.key') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="configType" label={t('sys.config.type')}>
            <DictSelect options={yesNoOptions} placeholder={t('sys.config.type')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListActions
        prefix="config"
        perms={PERMS.system.config}
        selected={selected}
        onAdd={() => setEditing(null)}
        onEdit={() => setEditing(selected[0])}
        onDelete={() => askDelete(selected)}
        onExport={() => void exportConfigs(list.filters)}
        extra={
          <Permission perms={[PERMS.system.config.remove]}>
            <Button
              danger
              icon={<SyncOutlined />}
              loading={refresh.isPending}
              data-testid="config-refresh-cache"
              onClick={() =>
                void refresh.mutateAsync().then(
                  () => feedback().success(t('sys.refreshSuccess')),
                  () => {},
                )
              }
            >
              {t('sys.refreshCache')}
            </Button>
          </Permission>
        }
        toolbar={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void configs.refetch()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        }
      />
      <ConfigTable
        rows={configs.data?.rows ?? []}
        loading={configs.isFetching}
        yesNoOptions={yesNoOptions}
        isVisible={columns.isVisible}
        selected={selected}
        onSelect={setSelected}
        onEdit={(row) => setEditing(row.configId)}
        onDelete={(row) => askDelete([row.configId])}
      />
      <TablePagination
        total={configs.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <ConfigFormDialog configId={editing} yesNoOptions={yesNoOptions} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
