import { SyncOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import './list-texts.ts';

/** 刷新缓存: runs the refresh mutation and says 刷新成功 (a failure is told by the request client). */
export function RefreshCacheButton({
  testId,
  perm,
  refresh,
}: {
  testId: string;
  perm: string;
  refresh: { isPending: boolean; mutateAsync: () => Promise<unknown> };
}) {
  const { t } = useTranslation();
  return (
    <Permission perms={[perm]}>
      <Button
        danger
        icon={<SyncOutlined />}
        loading={refresh.isPending}
        data-testid={testId}
        onClick={() =>
          void refresh.mutateAsync().then(
            () => feedback().success(t('sys.refreshSuccess')),
            () => {},
          )
        }
      >
        {t('sys.refreshCache')}
      </Button>
    </Permission>
  );
}
