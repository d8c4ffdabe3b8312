import { CloseOutlined } from '@ant-design/icons';
import { DICT_TYPES, type DictDataFilters, PERMS } from '@zj/contract';
import { Button, Card, Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DictSelect } from '../../../../shared/ui/dict/dict-select.tsx';
import { useDict } from '../../../../shared/ui/dict/use-dict.ts';
import { RightToolbar } from '../../../../shared/ui/right-toolbar.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useColumnSettings } from '../../../../shared/ui/use-column-settings.ts';
import { confirmDelete } from '../../common/confirm.ts';
import { ListActions } from '../../common/list-actions.tsx';
import { SearchForm } from '../../common/search-form.tsx';
import { useListParams } from '../../common/use-list-params.ts';
import '../../common/system-texts.ts';
import { useDeleteDictData } from '../api/delete-dict-data.ts';
import { exportDictData } from '../api/export-dict-data.ts';
import { useDictDataList } from '../api/get-dict-data-list.ts';
import { useDictType } from '../api/get-dict-type.ts';
import { useDictTypeOptions } from '../api/get-dict-type-options.ts';
import { DictDataFormDialog } from '../components/dict-data-form-dialog.tsx';
import { DICT_DATA_COLUMNS, DICT_DATA_LABELS, DictDataTable } from '../components/dict-data-table.tsx';

/** Hidden route /system/dict-data/index/:dictId (digits only): the data of one dictionary type. */
export default function DictDataPage() {
  const { dictId } = useParams();
  if (!dictId || !/^\d+$/.test(dictId)) return <Navigate to="/404" replace />;
  return <DictDataScreen dictId={Number(dictId)} />;
}

function DictDataScreen({ dictId }: { dictId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dicts = useDict(DICT_TYPES.normalDisable, DICT_TYPES.yesNo);
  const statusOptions = dicts[DICT_TYPES.normalDisable];
  const type = useDictType(dictId);
  const typeOptions = useDictTypeOptions();
  const defaultType = type.data?.dictType ?? '';
  const list = useListParams<DictDataFilters>({});
  const [form] = Form.useForm<DictDataFilters>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the type of the route's id is known
  useEffect(() => {
    if (!defaultType) return;
    form.setFieldsValue({ dictType: defaultType });
    list.search({ ...form.getFieldsValue(), dictType: defaultType });
  }, [defaultType]);
  const dictType = list.filters.dictType ?? '';
  const data = useDictDataList(list.query, dictType !== '');
  const remove = useDeleteDictData();
  const columns = useColumnSettings('system-dict-data', DICT_DATA_COLUMNS);
  const [showSearch, setShowSearch] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<number | null | undefined>(undefined);

  const askDelete = (ids: number[]) =>
    confirmDelete(t('sys.dictData.code'), ids, async () => {
      await remove.mutateAsync(ids);
      setSelected([]);
    });
  const labels = Object.fromEntries(DICT_DATA_COLUMNS.map((key) => [key, t(DICT_DATA_LABELS[key])]));

  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid="dict-data-page">
      {showSearch && (
        <SearchForm<DictDataFilters>
          prefix="dict-data"
          form={form}
          onSearch={(values) => list.search({ ...values, dictType: values.dictType || defaultType })}
          onReset={() => {
            form.setFieldsValue({ dictType: defaultType });
            list.search({ dictType: defaultType });
          }}
        >
          <Form.Item name="dictType" label={t('sys.dict.name')}>
            <Select
              style={{ width: 200 }}
              data-testid="dict-data-type-select"
              options={(typeOptions.data ?? []).map((option) => ({ value: option.dictType, label: option.dictName }))}
            />
          </Form.Item>
          <Form.Item name="dictLabel" label={t('sys.dictData.label')}>
            <Input allowClear placeholder={t('sys.enter', { field: t('sys.dictData.label') })} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="status" label={t('sys.status')}>
            <DictSelect
              options={statusOptions}
              placeholder={t('sys.choose', { field: t('sys.status') })}
              style={{ width: 200 }}
            />
          </Form.Item>
        </SearchForm>
      )}
      <ListActions
        prefix="dict-data"
        perms={PERMS.system.dict}
        selected={selected}
        onAdd={() => setEditing(null)}
        onEdit={() => setEditing(selected[0])}
        onDelete={() => askDelete(selected)}
        onExport={() => void exportDictData(list.filters)}
        extra={
          <Button icon={<CloseOutlined />} data-testid="dict-data-close" onClick={() => navigate('/system/dict')}>
            {t('sys.close')}
          </Button>
        }
        toolbar={
          <RightToolbar
            showSearch={showSearch}
            onToggleSearch={setShowSearch}
            onRefresh={() => void data.refetch()}
            columns={{ settings: columns.settings, labels, onChange: columns.update }}
          />
        }
      />
      <DictDataTable
        rows={data.data?.rows ?? []}
        loading={data.isFetching}
        statusOptions={statusOptions}
        isVisible={columns.isVisible}
        selected={selected}
        onSelect={setSelected}
        onEdit={(row) => setEditing(row.dictCode)}
        onDelete={(row) => askDelete([row.dictCode])}
      />
      <TablePagination
        total={data.data?.total ?? 0}
        pageNum={list.page.pageNum}
        pageSize={list.page.pageSize}
        onChange={list.changePage}
      />
      <DictDataFormDialog
        dictCode={editing}
        dictType={dictType}
        statusOptions={statusOptions}
        yesNoOptions={dicts[DICT_TYPES.yesNo]}
        onClose={() => setEditing(undefined)}
      />
    </Card>
  );
}
