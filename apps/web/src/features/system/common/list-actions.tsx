import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/access.tsx';
import './system-texts.ts';

export interface ListActionsProps {
  /** Test-id prefix, e.g. 'post' gives post-add, post-edit, post-delete, post-export. */
  prefix: string;
  perms: { add?: string; edit?: string; remove?: string; export?: string };
  selected: readonly unknown[];
  onAdd?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onExport?: () => void;
  extra?: ReactNode;
  toolbar?: ReactNode;
}

/** The button row above a list (新增 / 修改 / 删除 / 导出), each behind its permission. */
export function ListActions({
  prefix,
  perms,
  selected,
  onAdd,
  onEdit,
  onDelete,
  onExport,
  extra,
  toolbar,
}: ListActionsProps) {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap>
        {onAdd && perms.add && (
          <Permission perms={[perms.add]}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd} data-testid={`${prefix}-add`}>
              {t('sys.add')}
            </Button>
          </Permission>
        )}
        {onEdit && perms.edit && (
          <Permission perms={[perms.edit]}>
            <Button
              color="green"
              variant="outlined"
              icon={<EditOutlined />}
              disabled={selected.length !== 1}
              onClick={onEdit}
              data-testid={`${prefix}-edit`}
            >
              {t('sys.edit')}
            </Button>
          </Permission>
        )}
        {onDelete && perms.remove && (
          <Permission perms={[perms.remove]}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0}
              onClick={onDelete}
              data-testid={`${prefix}-delete`}
            >
              {t('sys.delete')}
            </Button>
          </Permission>
        )}
        {onExport && perms.export && (
          <Permission perms={[perms.export]}>
            <Button
              color="orange"
              variant="outlined"
              icon={<DownloadOutlined />}
              onClick={onExport}
              data-testid={`${prefix}-export`}
            >
              {t('sys.export')}
            </Button>
          </Permission>
        )}
        {extra}
      </Flex>
      {toolbar}
    </Flex>
  );
}
