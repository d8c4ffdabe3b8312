import { DeleteOutlined, DoubleRightOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PermLink, type PermLinkProps, useAllowed } from './perm-link.tsx';
import '@/shared/i18n/admin-texts.ts';
import './list-texts.ts';

type RowAction = 'edit' | 'add' | 'delete';

/** An entry of a row's 更多 menu, shown with its permission. */
export interface RowMoreItem {
  key: string;
  icon: ReactNode;
  /** Shown text (already translated). */
  label: string;
  perm: string;
  testId: string;
  onClick: () => void;
}

/** A link of a row before 修改 (详情, 下载, 部署 …), described: `label` is its text key. */
export type RowLink = Omit<PermLinkProps, 'children' | 'projectScoped' | 'projectId'> & { label: string };
/** Row links; a falsy entry is left out (a link the row does not offer). */
export type RowLinks = readonly (RowLink | false | null | undefined)[];

export interface RowActionsProps {
  /** Test-id prefix: `${prefix}-edit-${id}` (…-add-, …-delete-, …-more-) with an id, else `${prefix}-row-edit`. */
  prefix: string;
  id?: string | number;
  /** The permission of each link; a link without one is always shown. */
  perms?: { edit?: string; add?: string; remove?: string };
  /** The permissions are checked in the current project too (global AND project permission, spec 01 §6). */
  projectScoped?: boolean;
  /** The permissions are checked in this project (the row's) rather than the current one. */
  projectId?: number;
  /** Each link shows only with its handler: 修改, 新增 (a child), 删除. */
  onEdit?: () => void;
  onAdd?: () => void;
  onDelete?: () => void;
  /** Other text keys (e.g. `{ delete: 'member.user.remove' }`) and test ids for some links. */
  labels?: Partial<Record<RowAction, string>>;
  testIds?: Partial<Record<RowAction, string>>;
  /** The 更多 menu after 删除, shown when any of its entries is permitted. */
  more?: readonly RowMoreItem[];
  /** Links before 修改 (e.g. 详情, 下载), described, then `children`. */
  links?: RowLinks;
  children?: ReactNode;
  /** Keeps the links on one line (Space). */
  nowrap?: boolean;
}

/**
 * The links of a list row: `children`, then 修改 / 新增 / 删除 / 更多, each behind its permission
 * (the current project's too when `projectScoped`). The one row-action idiom of every table.
 */
export function RowActions({
  prefix,
  id,
  perms = {},
  projectScoped,
  projectId,
  onEdit,
  onAdd,
  onDelete,
  labels = {},
  testIds = {},
  more = [],
  links = [],
  children,
  nowrap,
}: RowActionsProps) {
  const { t } = useTranslation();
  const allowed = useAllowed();
  const testId = (action: RowAction | 'more') =>
    (action !== 'more' && testIds[action]) ||
    (id === undefined ? `${prefix}-row-${action}` : `${prefix}-${action}-${id}`);
  const link = (action: RowAction, perm: string | undefined, onClick: (() => void) | undefined, icon: ReactNode) =>
    onClick && (
      <PermLink
        perm={perm}
        projectScoped={projectScoped}
        projectId={projectId}
        icon={icon}
        danger={action === 'delete'}
        onClick={onClick}
        testId={testId(action)}
      >
        {t(labels[action] ?? `common.${action}`)}
      </PermLink>
    );
  const items = more.filter((item) => allowed(item.perm, { projectScoped, projectId }));
  const shown = (
    <>
      {links.map(
        (entry) =>
          entry && (
            <PermLink key={entry.testId} {...entry} projectScoped={projectScoped} projectId={projectId}>
              {t(entry.label)}
            </PermLink>
          ),
      )}
      {children}
      {link('edit', perms.edit, onEdit, <EditOutlined />)}
      {link('add', perms.add, onAdd, <PlusOutlined />)}
      {link('delete', perms.remove, onDelete, <DeleteOutlined />)}
      {items.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: items.map((item) => ({
              key: item.key,
              icon: item.icon,
              label: <span data-testid={item.testId}>{item.label}</span>,
            })),
            onClick: ({ key }) => items.find((item) => item.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" icon={<DoubleRightOutlined />} data-testid={testId('more')}>
            {t('adm.more')}
          </Button>
        </Dropdown>
      )}
    </>
  );
  return nowrap ? <Space size={0}>{shown}</Space> : shown;
}
