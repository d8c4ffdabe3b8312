import { DICT_TYPES } from '@zj/contract';
import { Empty, Spin } from 'antd';
import { ProjectScope } from '@/shared/project/project-scope.tsx';
import { useApp } from '@/shared/store/app-store.ts';
import { useDict } from '@/shared/ui/dict/use-dict.ts';
import { useProjectOrganization } from '../api/get-project-organization.ts';
import { OrgChart } from '../components/org-chart.tsx';
import { OrgTree } from '../components/org-tree.tsx';
import '../member-texts.ts';

function Organization({ projectId }: { projectId: number }) {
  const userTypes = useDict(DICT_TYPES.projectUserType)[DICT_TYPES.projectUserType];
  const org = useProjectOrganization(projectId);
  const mobile = useApp((state) => state.device === 'mobile');
  if (org.error) return <Empty description={org.error.message} data-testid="org-error" />;
  if (!org.data) return <Spin spinning={org.isFetching} style={{ display: 'block', margin: 32 }} />;
  return mobile ? <OrgTree org={org.data} userTypes={userTypes} /> : <OrgChart org={org.data} userTypes={userTypes} />;
}

/** 组织架构 (menu component business/member/architecture): the current project's organisation. */
export default function ArchitecturePage() {
  return (
    <ProjectScope testId="member-architecture-page">
      {(projectId) => <Organization key={projectId} projectId={projectId} />}
    </ProjectScope>
  );
}
