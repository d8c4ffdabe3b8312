import { type ConfigRow, PERMS } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { column, dictColumn } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';

/** The columns of the visibility setting, in order, with their text keys. */
export const CONFIG_LABELS = {
  configId: 'sys.config.id',
  configName: 'sys.config.name',
  configKey: 'sys.config.key',
  configValue: 'sys.config.value',
  configType: 'sys.config.type',
  remark: 'common.remark',
  createTime: 'common.createTime',
} as const;

export function ConfigTable({
  yesNoOptions,
  ...binding
}: ListTableBinding<ConfigRow, number> & { yesNoOptions: readonly DictOption[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<ConfigRow> = [
    column('configId', t('sys.config.id'), { width: 100 }),
    column('configName', t('sys.config.name'), { ellipsis: true }),
    column('configKey', t('sys.config.key'), { ellipsis: true }),
    column('configValue', t('sys.config.value'), { ellipsis: true }),
    dictColumn('configType', t('sys.config.type'), yesNoOptions),
    column('remark', t('common.remark'), { ellipsis: true }),
    column('createTime', t('common.createTime'), { width: 180 }),
  ];
  return <ListTable prefix="config" rowKey="configId" perms={PERMS.system.config} columns={columns} {...binding} />;
}
