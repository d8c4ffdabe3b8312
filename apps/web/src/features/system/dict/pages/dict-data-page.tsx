import { CloseOutlined } from '@ant-design/icons';
import { DICT_TYPES, type DictDataFilters, PERMS } from '@zj/contract';
import { Button, Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DictSelect } from '@/shared/ui/dict/dict-select.tsx';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { SearchForm, SearchInput } from '@/shared/ui/list/search-form.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import '../../common/system-texts.ts';
import { useDeleteDictData } from '../api/delete-dict-data.ts';
import { exportDictData } from '../api/export-dict-data.ts';
import { useDictDataList } from '../api/get-dict-data-list.ts';
import { useDictType } from '../api/get-dict-type.ts';
import { useDictTypeOptions } from '../api/get-dict-type-options.ts';
import { DictDataFormDialog } from '../components/dict-data-form-dialog.tsx';
import { DICT_DATA_LABELS, DictDataTable } from '../components/dict-data-table.tsx';

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
    columns: { storageKey: 'system-dict-data', labels: DICT_DATA_LABELS },
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
      testId="dict-data-page"
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
      search={
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
          <SearchInput name="dictLabel" label="sys.dictData.label" />
          <Form.Item name="status" label={t('common.status')}>
            <DictSelect
              options={statusOptions}
              placeholder={t('common.choose', { field: t('common.status') })}
              style={{ width: 200 }}
            />
          </Form.Item>
        </SearchForm>
      }
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
      <DictDataTable {...list.table(data)} statusOptions={statusOptions} />
    </ListPage>
  );
}
