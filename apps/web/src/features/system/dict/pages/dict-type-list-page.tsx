import { SyncOutlined } from '@ant-design/icons';
import { DICT_TYPES, type DictTypeFilters, PERMS } from '@zj/contract';
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
import { useDeleteDictTypes } from '../api/delete-dict-types.ts';
import { exportDictTypes } from '../api/export-dict-types.ts';
import { type DictTypeListQuery, useDictTypes } from '../api/get-dict-types.ts';
import { useRefreshDictCache } from '../api/refresh-dict-cache.ts';
import { DictTypeFormDialog } from '../components/dict-type-form-dialog.tsx';
import { DICT_TYPE_COLUMNS, DICT_TYPE_LABELS, DictTypeTable } from '../components/dict-type-table.tsx';

type Filters = Omit<DictTypeListQuery, 'pageNum' | 'pageSize'>;
type FormValues = DictTypeFilters & { dateRange?: [Dayjs, Dayjs] | null };

/** 字典管理 (menu component system/dict/index): the dictionary types. */
export default function DictTypeListPage() {
  const { t } = useTranslation();
  const statusOptions = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const list = useListParams<Filters>({});
  const types = useDictTypes(list.query);
  const remove = useDeleteDictTypes();
  const refresh = useRefreshDictCache();
  const columns = useColumnSettings('system-dict-type', DICT_TYPE_COLUMNS);
  const [form] = Form.useForm<FormValues>();
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const askDelete = (ids: number[]) =>
    confirmDelete(t('sys.dict.id'), ids, async () => {
      await remove.mutateAsync(ids);
      setSelected([]);
    });
  const labels = Object.fromEntries(DICT_TYPE_COLUMNS.map((key) => [key, t(DICT_TYPE_LABELS[key])]));

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="dict-page">
      {showSearch && (
        <SearchForm<FormValues>
          prefix="dict"
          form={form}
          dateRange
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <Form.Item name="dictName" label={t('sys.dict.name')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.dict.name') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="dictType" label={t('sys.dict.type')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.dict.type') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('sys.status')}>
            <DictSelect options={statusOptions} placeholder={t('sys.dict.status')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      )}
      <ListActions
        prefix="dict"
        perms={PERMS.system.dict}
        selected={selected}
        onAdd={() => setEditing(null)}
        onEdit={() => setEditing(selected[0])}
        onDelete={() => askDelete(selected)}
        onExport={() => void exportDictTypes(list.filters)}
        extra={
          <Permission perms={[PERMS.system.dict.remove]}>
            <Button
              danger
              icon={<SyncOutlined />}
              loading={refresh.isPending}
              data-testid="dict-refresh-cache"
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
            onRefresh={() => void types.refetch()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        }
      />
      <DictTypeTable
        rows={types.data?.rows ?? []}
        loading={types.isFetching}
        statusOptions={statusOptions}
        isVisible={columns.isVisible}
        selected={selected}
        onSelect={setSelected}
        onEdit={(row) => setEditing(row.dictId)}
        onDelete={(row) => askDelete([row.dictId])}
      />
      <TablePagination
        total={types.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <DictTypeFormDialog dictId={editing} statusOptions={statusOptions} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
