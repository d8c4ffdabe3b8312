import { CopyOutlined, ShareAltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PERMS, type ProblemDetail } from '@zj/contract';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/shared/access/access.tsx';
import { feedback } from '@/shared/api/feedback.ts';
import { useProjectAccess } from '@/shared/project/use-project-access.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { problemApi, problemKeys } from './problem-api.ts';

/** The public read-only page of a shared problem (no login), in this app. */
export const sharedLinkOf = (token: string) =>
  `${window.location.origin}${window.location.pathname}#/problemtrackingView/${encodeURIComponent(token)}`;

/**
 * 分享: the problem's creator makes an unguessable read-only link (name, level, status, photos,
 * rectifications; never the chat or people), copies it, or revokes it. A new link replaces the old.
 */
export function ShareLink({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { isAdmin } = useAccess();
  const { inProject } = useProjectAccess();
  const userId = useSession((state) => state.user?.userId);
  const [busy, setBusy] = useState(false);
  const mine = detail.creatorId === userId || isAdmin;
  if (!mine || !inProject(detail.projectId, PERMS.business.problem.share)) return null;
  const reload = () => client.invalidateQueries({ queryKey: problemKeys.all });

  const create = async () => {
    setBusy(true);
    try {
      await problemApi.share(detail.problemId);
      feedback().success(t('problem.share.created'));
      await reload();
    } catch {
      // the request client has told the user
    } finally {
      setBusy(false);
    }
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      feedback().success(t('problem.share.copied'));
    } catch {
      feedback().error(t('problem.share.copyFailed'));
    }
  };
  const revoke = () =>
    confirmThen(
      t('problem.share.confirmRevoke'),
      () => problemApi.unshare(detail.problemId),
      t('problem.share.revoked'),
      {
        after: reload,
      },
    );

  if (!detail.shareToken) {
    return (
      <Button
        size="small"
        icon={<ShareAltOutlined />}
        loading={busy}
        onClick={() => void create()}
        data-testid="problem-share"
      >
        {t('problem.share.create')}
      </Button>
    );
  }
  const link = sharedLinkOf(detail.shareToken);
  return (
    <Flex vertical gap={4} data-testid="problem-share-link">
      <Typography.Text type="secondary">{t('problem.share.hint')}</Typography.Text>
      <Flex gap={8} wrap>
        <Input readOnly value={link} style={{ flex: '1 1 260px' }} data-testid="problem-share-url" />
        <Button icon={<CopyOutlined />} onClick={() => void copy(link)}>
          {t('problem.share.copy')}
        </Button>
        <Button danger onClick={revoke} data-testid="problem-share-revoke">
          {t('problem.share.revoke')}
        </Button>
      </Flex>
    </Flex>
  );
}
