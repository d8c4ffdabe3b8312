import { DeleteOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '@/shared/access/index.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';

/** 清空 of a log list: asks `question`, clears the whole log, says 成功 and runs `after`. */
export function CleanButton({
  testId,
  perm,
  question,
  clean,
  after,
}: {
  testId: string;
  perm: string;
  question: string;
  clean: () => Promise<unknown>;
  after: () => unknown;
}) {
  const { t } = useTranslation();
  return (
    <Permission perms={[perm]}>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        data-testid={testId}
        onClick={() => confirmThen(question, clean, t('common.succeeded'), { after })}
      >
        {t('common.clean')}
      </Button>
    </Permission>
  );
}
