import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { QualityReportView } from '../components/quality-report-view.tsx';

/** 质量报告 (menu component business/quality/report): the current project's monthly quality report. */
export default function QualityReportPage() {
  return (
    <ProjectScope testId="qreport-page">
      {(projectId) => <QualityReportView key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
