import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission, ProjectPermission } from '@/shared/access/access.tsx';
import './list-texts.ts';

type Action = 'add' | 'edit' | 'delete' | 'import' | 'export';

export interface ListActionsProps {
  /** Test-id prefix, e.g. 'post' gives post-add, post-edit, post-delete, post-import, post-export. */
  prefix: string;
  /** Other test ids for some buttons (e.g. `{ edit: 'role-edit-selected' }`). */
  testIds?: Partial<Record<Action, string>>;
  /** Other text keys for some buttons (e.g. `{ delete: 'member.user.remove' }`). */
  labels?: Partial<Record<Action, string>>;
  /** The permissions are the current project's (ProjectPermission), not global ones. */
  projectScoped?: boolean;
  perms: { add?: string; edit?: string; remove?: string; import?: string; export?: string };
  /** The selected rows or ids: 修改 wants one, 删除 at least one. */
  selected?: readonly unknown[];
  onAdd?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onImport?: () => void;
  onExport?: () => void;
  extra?: ReactNode;
  toolbar?: ReactNode;
}

/**
 * The button row above a list (新增 / 修改 / 删除 / 导入 / 导出, then `extra`), each shown when
 * it has a handler and behind its permission; `toolbar` on the right. The icons are decoration:
 * a button's accessible name is its text.
 */
export function ListActions({
  prefix,
  testIds = {},
  labels = {},
  projectScoped = false,
  perms,
  selected = [],
  onAdd,
  onEdit,
  onDelete,
  onImport,
  onExport,
  extra,
  toolbar,
}: ListActionsProps) {
  const { t } = useTranslation();
  const Guard = projectScoped ? ProjectPermission : Permission;
  const button = (action: Action, perm: string | undefined, onClick: (() => void) | undefined, props: ButtonProps) =>
    onClick &&
    perm && (
      <Guard perms={[perm]}>
        <Button {...props} onClick={onClick} data-testid={testIds[action] ?? `${prefix}-${action}`}>
          {t(labels[action] ?? `common.${action}`)}
        </Button>
      </Guard>
    );
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Flex gap={8} wrap>
        {button('add', perms.add, onAdd, { type: 'primary', ghost: true, icon: <PlusOutlined aria-hidden /> })}
        {button('edit', perms.edit, onEdit, {
          color: 'green',
          variant: 'outlined',
          icon: <EditOutlined aria-hidden />,
          disabled: selected.length !== 1,
        })}
        {button('delete', perms.remove, onDelete, {
          danger: true,
          icon: <DeleteOutlined aria-hidden />,
          disabled: selected.length === 0,
        })}
        {button('import', perms.import, onImport, { icon: <UploadOutlined aria-hidden /> })}
        {button('export', perms.export, onExport, {
          color: 'orange',
          variant: 'outlined',
          icon: <DownloadOutlined aria-hidden />,
        })}
        {extra}
      </Flex>
      {toolbar}
    </Flex>
  );
}
