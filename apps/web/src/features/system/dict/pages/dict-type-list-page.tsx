import { DICT_TYPES, type DictTypeFilters, PERMS } from '@zj/contract';
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
import { useDeleteDictTypes } from '../api/delete-dict-types.ts';
import { exportDictTypes } from '../api/export-dict-types.ts';
import { type DictTypeListQuery, useDictTypes } from '../api/get-dict-types.ts';
import { useRefreshDictCache } from '../api/refresh-dict-cache.ts';
import { DictTypeFormDialog } from '../components/dict-type-form-dialog.tsx';
import { DICT_TYPE_LABELS, DictTypeTable } from '../components/dict-type-table.tsx';

type Filters = Omit<DictTypeListQuery, 'pageNum' | 'pageSize'>;
type FormValues = DictTypeFilters & { dateRange?: [Dayjs, Dayjs] | null };

/** 字典管理 (menu component system/dict/index): the dictionary types. */
export default function DictTypeListPage() {
  const { t } = useTranslation();
  const statusOptions = useDict(DICT_TYPES.normalDisable)[DICT_TYPES.normalDisable];
  const remove = useDeleteDictTypes();
  const refresh = useRefreshDictCache();
  const list = useListPage<Filters>({
    columns: { storageKey: 'system-dict-type', labels: DICT_TYPE_LABELS },
    remove: { what: 'sys.dict.id', run: remove.mutateAsync },
  });
  const types = useDictTypes(list.query);
  const [form] = Form.useForm<FormValues>();

  return (
    <ListPage
      testId="dict-page"
      prefix="dict"
      perms={PERMS.system.dict}
      list={list}
      query={types}
      onExport={() => void exportDictTypes(list.filters)}
      extra={<RefreshCacheButton testId="dict-refresh-cache" perm={PERMS.system.dict.remove} refresh={refresh} />}
      search={
        <SearchForm<FormValues>
          prefix="dict"
          form={form}
          dateRange
          onSearch={(values) => list.search(toFilters(values))}
          onReset={list.reset}
        >
          <SearchInput name="dictName" label="sys.dict.name" />
          <SearchInput name="dictType" label="sys.dict.type" />
          <Form.Item name="status" label={t('common.status')}>
            <DictSelect options={statusOptions} placeholder={t('sys.dict.status')} style={{ width: 200 }} />
          </Form.Item>
        </SearchForm>
      }
      dialogs={<DictTypeFormDialog dictId={list.editing} statusOptions={statusOptions} onClose={list.closeEdit} />}
    >
      <DictTypeTable {...list.table(types)} statusOptions={statusOptions} />
    </ListPage>
  );
}
