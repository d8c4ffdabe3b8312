import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/shared/access/index.ts';

/**
 * The buttons of a log list: 删除 (the selected rows) and 清空 behind `remove`, the `children`
 * (e.g. 解锁), 导出 behind `export`. `confirm` asks, runs and says what was done.
 */
export function LogActions({
  perms,
  selectedCount,
  confirm,
  remove,
  clean,
  cleanQuestion,
  onExport,
  children,
}: {
  perms: { remove: string; export: string };
  selectedCount: number;
  confirm: (content: string, action: () => Promise<unknown>, done: string) => void;
  remove: () => Promise<unknown>;
  clean: () => Promise<unknown>;
  cleanQuestion: string;
  onExport: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 12 }}>
      <Permission perms={[perms.remove]}>
        <Button
          danger
          disabled={!selectedCount}
          onClick={() => confirm(t('common.confirmDeleteSelected'), remove, t('common.deleteSuccess'))}
        >
          {t('common.delete')}
        </Button>
        <Button danger onClick={() => confirm(cleanQuestion, clean, t('common.succeeded'))}>
          {t('common.clean')}
        </Button>
      </Permission>
      {children}
      <Permission perms={[perms.export]}>
        <Button onClick={onExport}>{t('common.export')}</Button>
      </Permission>
    </Space>
  );
}
