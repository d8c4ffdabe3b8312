import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PermLink } from './perm-link.tsx';
import './list-texts.ts';

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
      <PermLink perm={perms.edit} icon={<EditOutlined />} onClick={onEdit} testId={`${prefix}-row-edit`}>
        {t('common.edit')}
      </PermLink>
      <PermLink perm={perms.remove} icon={<DeleteOutlined />} danger onClick={onDelete} testId={`${prefix}-row-delete`}>
        {t('common.delete')}
      </PermLink>
    </>
  );
}
