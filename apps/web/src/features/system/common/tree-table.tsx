import { DeleteOutlined, EditOutlined, PlusOutlined, SortAscendingOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';

/**
 * The expanded rows of a tree table: all branches or none (`initial`: all), switched by
 * `toggleAll` and again whenever the tree changes; the table may open and close rows between.
 */
export function useTreeExpand<Node>(
  tree: readonly Node[],
  branchIdsOf: (tree: readonly Node[]) => number[],
  initial: boolean,
) {
  const [expandAll, setExpandAll] = useState(initial);
  const [expanded, setExpanded] = useState<number[]>([]);
  const branches = useMemo(() => branchIdsOf(tree), [tree, branchIdsOf]);
  useEffect(() => {
    setExpanded(expandAll ? branches : []);
  }, [branches, expandAll]);
  return { expanded, setExpanded, toggleAll: () => setExpandAll((value) => !value) };
}

/** 展开/折叠: `${prefix}-expand-toggle`. */
export function ExpandToggle({ prefix, onToggle }: { prefix: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button icon={<SortAscendingOutlined />} onClick={onToggle} data-testid={`${prefix}-expand-toggle`}>
      {t('adm.expandCollapse')}
    </Button>
  );
}

/** 修改 / 新增 (a child) / 删除 of a tree row (menus, departments); 删除 only with `onDelete`. */
export function TreeRowLinks({
  prefix,
  id,
  perms,
  onEdit,
  onAdd,
  onDelete,
}: {
  prefix: string;
  id: number;
  perms: { edit: string; add: string; remove: string };
  onEdit: () => void;
  onAdd: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <PermLink perm={perms.edit} icon={<EditOutlined />} onClick={onEdit} testId={`${prefix}-edit-${id}`}>
        {t('common.edit')}
      </PermLink>
      <PermLink perm={perms.add} icon={<PlusOutlined />} onClick={onAdd} testId={`${prefix}-add-${id}`}>
        {t('common.add')}
      </PermLink>
      {onDelete && (
        <PermLink
          perm={perms.remove}
          icon={<DeleteOutlined />}
          danger
          onClick={onDelete}
          testId={`${prefix}-delete-${id}`}
        >
          {t('common.delete')}
        </PermLink>
      )}
    </Space>
  );
}
