import { SortAscendingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/shared/i18n/admin-texts.ts';

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
