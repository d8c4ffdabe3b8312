import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { FileList } from '../components/file-list.tsx';

/** 质量文件 (menu component business/quality/file): the current project's quality files in folders. */
export default function QualityFilePage() {
  return (
    <ProjectScope testId="qfile-page-quality">
      {(projectId) => <FileList key={projectId} projectId={projectId} kind="quality" />}
    </ProjectScope>
  );
}
