import type { TreeSelect as TreeNode } from '@zj/contract';
import { Form, Radio, Select, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeptTree, useRoleOptions } from '../api/get-choices.ts';
import type { PanelEnv } from '../panel-env.ts';
import { readAttr } from '../rules/attrs.ts';
import {
  type CandidateType,
  candidateTypeOf,
  changeCandidateType,
  otherCandidateGroups,
  parseCandidateGroups,
  parseCandidateUsers,
  setCandidateGroups,
  setCandidateUsers,
} from '../rules/task.ts';
import { UserSelect } from './user-select.tsx';

type TreeData = { value: number; title: string; children?: TreeData[] };
const toTree = (nodes: TreeNode[] | undefined): TreeData[] =>
  (nodes ?? []).map((node) => ({ value: node.id, title: node.label, children: toTree(node.children) }));

/** Candidate type (user / department tree / role) and its picker; changing the type clears the choice. */
export function Candidates({ env }: { env: PanelEnv }) {
  const { t } = useTranslation();
  const { element } = env;
  const bo = element.businessObject;
  const [type, setType] = useState<CandidateType>(() => candidateTypeOf(bo));
  const groups = parseCandidateGroups(readAttr(bo, 'candidateGroups'));
  const others = otherCandidateGroups(readAttr(bo, 'candidateGroups'));
  const depts = useDeptTree(type === 'dept');
  const roles = useRoleOptions(type === 'role');
  return (
    <>
      <Form.Item label={t('panel.task.candidateType')}>
        <Radio.Group
          value={type}
          onChange={(event) => {
            setType(event.target.value);
            changeCandidateType(env, element);
          }}
          data-testid="panel-candidate-type"
          options={(['user', 'dept', 'role'] as const).map((value) => ({
            value,
            label: <span data-testid={`panel-candidate-${value}`}>{t(`panel.task.candidate.${value}`)}</span>,
          }))}
        />
      </Form.Item>
      {type === 'user' && (
        <Form.Item label={t('panel.task.candidateUsers')}>
          <UserSelect
            value={parseCandidateUsers(readAttr(bo, 'candidateUsers'))}
            onChange={(ids) => setCandidateUsers(env, element, ids)}
            testId="panel-candidate-users"
          />
        </Form.Item>
      )}
      {type === 'dept' && (
        <Form.Item label={t('panel.task.candidateDepts')}>
          <TreeSelect<number[]>
            multiple
            treeCheckable
            treeCheckStrictly={false}
            showCheckedStrategy={TreeSelect.SHOW_ALL}
            treeDefaultExpandAll
            value={groups.depts}
            treeData={toTree(depts.data?.data)}
            loading={depts.isFetching}
            onChange={(ids) => setCandidateGroups(env, element, 'dept', ids)}
            data-testid="panel-candidate-depts"
            aria-label={t('panel.task.candidateDepts')}
          />
        </Form.Item>
      )}
      {type === 'role' && (
        <Form.Item label={t('panel.task.candidateRoles')}>
          <Select<number[]>
            mode="multiple"
            value={groups.roles}
            loading={roles.isFetching}
            options={(roles.data?.data ?? []).map((role) => ({ value: role.roleId, label: role.roleName }))}
            onChange={(ids) => setCandidateGroups(env, element, 'role', ids)}
            data-testid="panel-candidate-roles"
            aria-label={t('panel.task.candidateRoles')}
          />
        </Form.Item>
      )}
      {others.length > 0 && (
        <Form.Item label={t('panel.task.otherGroups')} extra={t('panel.task.otherGroupsHint')}>
          <span data-testid="panel-candidate-other-groups">{others.join(', ')}</span>
        </Form.Item>
      )}
    </>
  );
}
