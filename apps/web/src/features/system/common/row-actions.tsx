import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../shared/access/access.tsx';
import './system-texts.ts';

/**
 * The edit and delete links of a list row, each shown only with its permission. Test ids are
 * `${prefix}-row-edit` and `${prefix}-row-delete`; `children` come first (e.g. a view link).
 */
export function RowActions({
  prefix,
  perms,
  onEdit,
  onDelete,
  children,
}: {
  prefix: string;
  perms: { edit: string; remove: string };
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {children}
      <Permission perms={[perms.edit]}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit} data-testid={`${prefix}-row-edit`}>
          {t('sys.edit')}
        </Button>
      </Permission>
      <Permission perms={[perms.remove]}>
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={onDelete}
          data-testid={`${prefix}-row-delete`}
        >
          {t('sys.delete')}
        </Button>
      </Permission>
    </>
  );
}
