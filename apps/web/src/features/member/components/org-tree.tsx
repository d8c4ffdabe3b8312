import type { ProjectOrganization } from '@zj/contract';
import { Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '@/shared/ui/dict/use-dict.ts';
import { unitTitle } from './org-chart.tsx';

/** The organisation as a tree, for narrow screens where the chart's columns do not fit. */
export function OrgTree({ org, userTypes }: { org: ProjectOrganization; userTypes: readonly DictOption[] }) {
  const { t } = useTranslation();
  const admins: TreeDataNode = {
    key: 'admins',
    title: t('member.org.admins'),
    children: org.admins.map((admin) => ({ key: `admin-${admin.userId}`, title: admin.nickName })),
  };
  const units: TreeDataNode[] = org.units.map((unit, index) => ({
    key: `unit-${index}`,
    title: `${unitTitle(unit, userTypes, t('member.org.noUnit'))} (${t('member.org.count', { n: unit.members.length })})`,
    children: unit.members.map((member) => ({
      key: `member-${index}-${member.userId}`,
      title: `${member.nickName} · ${member.roleName ?? t('member.user.noRole')}`,
    })),
  }));
  return (
    <Tree
      data-testid="org-tree"
      defaultExpandAll
      selectable={false}
      treeData={[{ key: 'project', title: org.projectName, children: [admins, ...units] }]}
    />
  );
}
