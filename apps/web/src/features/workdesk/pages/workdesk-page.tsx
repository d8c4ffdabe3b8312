import { PERMS } from '@zj/contract';
import { Col, Flex, Row } from 'antd';
import { useAccess } from '@/shared/access/access.tsx';
import { useUnreadCount } from '@/shared/messages/use-unread-count.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { usePendingTasks } from '@/shared/tasks/pending-tasks.ts';
import { useJoinedProjects } from '../api/get-joined-projects.ts';
import { useProjectProgress } from '../api/get-project-progress.ts';
import { useRecentNews } from '../api/get-recent-news.ts';
import { useStarredProjects } from '../api/get-starred-projects.ts';
import { LoginRecordsTable } from '../components/login-records-table.tsx';
import { ProjectProgressCard } from '../components/project-progress.tsx';
import { ProjectSelector } from '../components/project-selector.tsx';
import { RecentNews } from '../components/recent-news.tsx';
import { StarredProjects } from '../components/starred-projects.tsx';
import { TodoStats } from '../components/todo-stats.tsx';
import { WelcomeCard } from '../components/welcome-card.tsx';

/** /index — 工作台 (also the menu component business/modelDashboard/index, 最近访问). */
export default function WorkdeskPage() {
  const user = useSession((state) => state.user);
  const roles = useSession((state) => state.roles);
  const canList = useAccess().hasPermi([PERMS.business.project.list]);
  const unread = useUnreadCount(user?.userId);
  const pending = usePendingTasks();
  const joined = useJoinedProjects();
  const starred = useStarredProjects(canList);
  const news = useRecentNews();
  const progress = useProjectProgress();
  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="workdesk">
      {user && <WelcomeCard user={user} roles={roles} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <ProjectSelector />
        </Col>
        <Col xs={24} lg={16}>
          <TodoStats
            canList={canList}
            pending={pending}
            unread={{ value: unread, loading: false }}
            projects={{ value: joined.data?.length, loading: joined.isLoading }}
            starred={canList ? { value: starred.data?.total, loading: starred.isLoading } : null}
          />
        </Col>
        <Col xs={24} lg={canList ? 12 : 24}>
          <RecentNews rows={news.data?.rows ?? []} loading={news.isLoading} />
        </Col>
        {canList && (
          <Col xs={24} lg={12}>
            <StarredProjects
              rows={starred.data?.rows ?? []}
              total={starred.data?.total ?? 0}
              loading={starred.isLoading}
            />
          </Col>
        )}
        <Col xs={24}>
          <ProjectProgressCard rows={progress.data ?? []} loading={progress.isLoading} />
        </Col>
      </Row>
      <LoginRecordsTable />
    </Flex>
  );
}
