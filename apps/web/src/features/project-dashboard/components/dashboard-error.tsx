import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The dashboard of a project the caller may not see (403) or that does not exist (404). */
export function DashboardError({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Card style={{ margin: 16 }} data-testid="dashboard-error">
      <Empty
        description={
          <>
            <strong>{t('dash.errorTitle')}</strong>
            <div data-testid="dashboard-error-message">{message}</div>
          </>
        }
      >
        <Link to="/project">
          <Button type="primary" data-testid="dashboard-back">
            {t('dash.backToProjects')}
          </Button>
        </Link>
      </Empty>
    </Card>
  );
}
