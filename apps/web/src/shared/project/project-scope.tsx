import { Button, Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import './project-scope-texts.ts';

/**
 * The frame of a project-scoped screen: it works on the current project; with none chosen it says so
 * and leads to the work desk, where a project is chosen.
 */
export function ProjectScope({ testId, children }: { testId: string; children: (projectId: number) => ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projectId = useCurrentProject((state) => state.projectId);
  const projectName = useCurrentProject((state) => state.projectName);
  const id = Number(projectId);
  const chosen = projectId !== null && Number.isInteger(id) && id > 0;
  return (
    <Card variant="borderless" style={{ margin: 16 }} data-testid={testId}>
      {chosen ? (
        <>
          <Typography.Text type="secondary" data-testid="member-project-name">
            {t('scope.project', { name: projectName ?? projectId })}
          </Typography.Text>
          <div style={{ marginTop: 12 }}>{children(id)}</div>
        </>
      ) : (
        <Empty description={t('scope.noProject')} data-testid="member-no-project">
          <Button type="primary" onClick={() => navigate('/index')} data-testid="member-to-workdesk">
            {t('scope.toWorkdesk')}
          </Button>
        </Empty>
      )}
    </Card>
  );
}
