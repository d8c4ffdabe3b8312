import { type DictDataRow, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { column, dictColumn } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const DICT_DATA_LABELS = {
  dictCode: 'sys.dictData.code',
  dictLabel: 'sys.dictData.label',
  dictValue: 'sys.dictData.value',
  dictSort: 'sys.dictData.sort',
  status: 'common.status',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

export function DictDataTable({
  statusOptions,
  ...binding
}: ListTableBinding<DictDataRow, number> & { statusOptions: readonly DictOption[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<DictDataRow> = [
    column('dictCode', t('sys.dictData.code'), { width: 100 }),
    column('dictLabel', t('sys.dictData.label'), {
      render: (_: string, row) => <DictTag options={[row]} value={row.dictValue} />,
    }),
    column('dictValue', t('sys.dictData.value')),
    column('dictSort', t('sys.dictData.sort'), { width: 100 }),
    dictColumn('status', t('common.status'), statusOptions),
    column('remark', t('common.remark'), { ellipsis: true }),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return <ListTable prefix="dict-data" rowKey="dictCode" perms={PERMS.system.dict} columns={columns} {...binding} />;
}
