import { CloseOutlined } from '@ant-design/icons';
import { DICT_TYPES, type DictDataFilters, type DictDataRow, PERMS } from '@zj/contract';
import { Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteDictData } from '../api/delete-dict-data.ts';
import { exportDictData } from '../api/export-dict-data.ts';
import { useDictDataList } from '../api/get-dict-data-list.ts';
import { useDictType } from '../api/get-dict-type.ts';
import { useDictTypeOptions } from '../api/get-dict-type-options.ts';
import { DictDataFormDialog } from '../components/dict-data-form-dialog.tsx';

/** The columns of the visibility setting, in order, with their text keys. */
const LABELS = {
  dictCode: 'sys.dictData.code',
  dictLabel: 'sys.dictData.label',
  dictValue: 'sys.dictData.value',
  dictSort: 'sys.dictData.sort',
  status: 'common.status',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

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
  const remove = useDeleteDictData();
  const list = useListPage<DictDataFilters>({
    columns: { storageKey: 'system-dict-data', labels: LABELS },
    remove: { what: 'sys.dictData.code', run: remove.mutateAsync },
  });
  const [form] = Form.useForm<DictDataFilters>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the type of the route's id is known
  useEffect(() => {
    if (!defaultType) return;
    form.setFieldsValue({ dictType: defaultType });
    list.search({ ...form.getFieldsValue(), dictType: defaultType });
  }, [defaultType]);
  const dictType = list.filters.dictType ?? '';
  const data = useDictDataList(list.query, dictType !== '');

  return (
    <ListPage
      prefix="dict-data"
      perms={PERMS.system.dict}
      list={list}
      query={data}
      onExport={() => void exportDictData(list.filters)}
      extra={
        <Button icon={<CloseOutlined />} data-testid="dict-data-close" onClick={() => navigate('/system/dict')}>
          {t('common.close')}
        </Button>
      }
      search={{
        form,
        onSearch: (values) => list.search({ ...values, dictType: values.dictType || defaultType }),
        onReset: () => {
          form.setFieldsValue({ dictType: defaultType });
          list.search({ dictType: defaultType });
        },
        fields: [
          <Form.Item key="dictType" name="dictType" label={t('sys.dict.name')}>
            <Select
              style={{ width: 200 }}
              data-testid="dict-data-type-select"
              options={(typeOptions.data ?? []).map((option) => ({ value: option.dictType, label: option.dictName }))}
            />
          </Form.Item>,
          { name: 'dictLabel', label: 'sys.dictData.label' },
          { name: 'status', label: 'common.status', dict: statusOptions, placeholder: 'common.choose' },
        ],
      }}
      dialogs={
        <DictDataFormDialog
          dictCode={list.editing}
          dictType={dictType}
          statusOptions={statusOptions}
          yesNoOptions={dicts[DICT_TYPES.yesNo]}
          onClose={list.closeEdit}
        />
      }
    >
      <ListTable<DictDataRow, number>
        prefix="dict-data"
        rowKey="dictCode"
        perms={PERMS.system.dict}
        columns={{
          dictCode: { width: 100 },
          dictLabel: { render: (_: string, row) => <DictTag options={[row]} value={row.dictValue} /> },
          dictSort: { width: 100 },
          status: { dict: statusOptions },
          remark: { ellipsis: true },
          createTime: { width: 180 },
        }}
        {...list.table(data)}
      />
    </ListPage>
  );
}
