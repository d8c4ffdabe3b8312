import { type DictTypeRow, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { column, dictColumn } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const DICT_TYPE_LABELS = {
  dictId: 'sys.dict.id',
  dictName: 'sys.dict.name',
  dictType: 'sys.dict.type',
  status: 'common.status',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

export function DictTypeTable({
  statusOptions,
  ...binding
}: ListTableBinding<DictTypeRow, number> & { statusOptions: readonly DictOption[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<DictTypeRow> = [
    column('dictId', t('sys.dict.id'), { width: 100 }),
    column('dictName', t('sys.dict.name'), { ellipsis: true }),
    column('dictType', t('sys.dict.type'), {
      render: (type: string, row) => (
        <Link to={`/system/dict-data/index/${row.dictId}`} data-testid={`dict-type-link-${row.dictId}`}>
          {type}
        </Link>
      ),
    }),
    dictColumn('status', t('common.status'), statusOptions),
    column('remark', t('common.remark'), { ellipsis: true }),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return <ListTable prefix="dict" rowKey="dictId" perms={PERMS.system.dict} columns={columns} {...binding} />;
}
