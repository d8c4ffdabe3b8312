import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { ProblemDashboard } from '../components/problem-dashboard.tsx';

/** 质量看板 (menu component business/quality/dashboard): the figures of the current project's quality problems. */
export default function QualityDashboardPage() {
  return (
    <ProjectScope testId="qdash-page-quality">
      {(projectId) => <ProblemDashboard key={projectId} projectId={projectId} kind="1" />}
    </ProjectScope>
  );
}
