import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { ProblemDashboard } from '../components/problem-dashboard.tsx';

/** 安全看板 (menu component business/safety/dashboard): the figures of the current project's safety problems. */
export default function SafetyDashboardPage() {
  return (
    <ProjectScope testId="qdash-page-safety">
      {(projectId) => <ProblemDashboard key={projectId} projectId={projectId} kind="2" />}
    </ProjectScope>
  );
}
