import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { FileList } from '../components/file-list.tsx';

/** 安全文件 (menu component business/safety/file): the current project's safety files. */
export default function SafetyFilePage() {
  return (
    <ProjectScope testId="qfile-page-safety">
      {(projectId) => <FileList key={projectId} projectId={projectId} kind="safety" />}
    </ProjectScope>
  );
}
