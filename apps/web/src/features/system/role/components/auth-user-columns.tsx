import { type AuthUserRow, DICT_TYPES } from '@zj/contract';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { DictTag } from '@/shared/ui/dict/dict-tag.tsx';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';

/** User columns of both auth-user tables. */
export function authUserColumns(t: TFunction, dicts: Record<string, DictOption[]>): ColumnsType<AuthUserRow> {
  return [
    { title: t('adm.user.userName'), dataIndex: 'userName', ellipsis: true },
    { title: t('adm.user.nickName'), dataIndex: 'nickName', ellipsis: true },
    { title: t('adm.user.email'), dataIndex: 'email', ellipsis: true },
    { title: t('adm.user.phone'), dataIndex: 'phonenumber', width: 130 },
    {
      title: t('common.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (status: string) => <DictTag options={dicts[DICT_TYPES.normalDisable] ?? []} value={status} />,
    },
    { title: t('common.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];
}
