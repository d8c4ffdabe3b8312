import { Empty, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMembers } from './problem-api.ts';

export interface Participant {
  userId: number;
  userName: string;
}

/**
 * The participant tree picker (spec 02 §2): the project's members as checkboxes under one
 * node, keyed by user id and labelled by user name.
 */
export function ParticipantPicker({
  projectId,
  value,
  onChange,
}: {
  projectId: number;
  value?: number[];
  onChange?: (ids: number[], people: Participant[]) => void;
}) {
  const { t } = useTranslation();
  const members = useMembers(projectId, true);
  if (members.isLoading) return <Spin size="small" />;
  const people: Participant[] = (members.data?.rows ?? []).map((row) => ({
    userId: row.userId,
    userName: row.nickName || row.userName,
  }));
  if (people.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Tree
      checkable
      defaultExpandAll
      selectable={false}
      height={200}
      data-testid="participant-tree"
      checkedKeys={(value ?? []).map(String)}
      onCheck={(checked) => {
        const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
        const picked = people.filter((person) => keys.includes(String(person.userId)));
        onChange?.(
          picked.map((person) => person.userId),
          picked,
        );
      }}
      treeData={[
        {
          key: 'members',
          title: t('problem.notice.members'),
          children: people.map((person) => ({ key: String(person.userId), title: person.userName })),
        },
      ]}
    />
  );
}
