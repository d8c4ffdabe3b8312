import {
  ApartmentOutlined,
  CodeOutlined,
  DeleteOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { type DefinitionRow, PERMS } from '@zj/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { column } from '@/shared/ui/list/columns.tsx';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
import { PermLink } from '@/shared/ui/list/perm-link.tsx';
import type { ListTableBinding } from '@/shared/ui/list/use-list-page.ts';
import './flowable-texts.ts';

const D = PERMS.flowable.definition;

export const DEFINITION_LABELS = {
  definitionKey: 'flow.def.key',
  name: 'flow.def.name',
  category: 'flow.model.category',
  version: 'flow.def.version',
  suspensionState: 'flow.def.state',
  deployBy: 'flow.def.deployBy',
  deployTime: 'flow.def.deployTime',
} as const;

export interface DefinitionActions {
  onDiagram: (row: DefinitionRow) => void;
  onXml: (row: DefinitionRow) => void;
  onToggle: (row: DefinitionRow) => void;
  onRemove: (row: DefinitionRow) => void;
}

/** Deployed definitions: version, state as a tag; 流程图 / 查看XML / 挂起·激活 / 删除. */
export function DefinitionTable({
  onDiagram,
  onXml,
  onToggle,
  onRemove,
  ...binding
}: ListTableBinding<DefinitionRow, number> & DefinitionActions) {
  const { t } = useTranslation();
  const columns: ColumnsType<DefinitionRow> = [
    column('definitionKey', t('flow.def.key'), { ellipsis: true }),
    column('name', t('flow.def.name'), { ellipsis: true }),
    column('category', t('flow.model.category'), { width: 110 }),
    column('version', t('flow.def.version'), {
      width: 90,
      render: (version: number) => <Tag color="blue">v{version}</Tag>,
    }),
    column('suspensionState', t('flow.def.state'), {
      width: 100,
      render: (state: DefinitionRow['suspensionState'], row) => (
        <Tag color={state === '2' ? 'orange' : 'green'} data-testid={`definition-state-${row.definitionId}`}>
          {t(state === '2' ? 'flow.def.suspended' : 'flow.def.active')}
        </Tag>
      ),
    }),
    column('deployBy', t('flow.def.deployBy'), { width: 110 }),
    column('deployTime', t('flow.def.deployTime'), { width: 170 }),
  ];
  return (
    <ListTable
      prefix="definition"
      rowKey="definitionId"
      columns={columns}
      actionsWidth={340}
      selectable={false}
      rowExtra={(row) => (
        <>
          <PermLink
            perm={D.query}
            icon={<ApartmentOutlined />}
            onClick={() => onDiagram(row)}
            testId="definition-row-diagram"
          >
            {t('flow.def.diagram')}
          </PermLink>
          <PermLink perm={D.query} icon={<CodeOutlined />} onClick={() => onXml(row)} testId="definition-row-xml">
            {t('flow.def.xml')}
          </PermLink>
          <PermLink
            perm={D.edit}
            icon={row.suspensionState === '2' ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
            onClick={() => onToggle(row)}
            testId={row.suspensionState === '2' ? 'definition-row-activate' : 'definition-row-suspend'}
          >
            {t(row.suspensionState === '2' ? 'flow.def.activate' : 'flow.def.suspend')}
          </PermLink>
          <PermLink
            perm={D.remove}
            icon={<DeleteOutlined />}
            danger
            onClick={() => onRemove(row)}
            testId="definition-row-delete"
          >
            {t('common.delete')}
          </PermLink>
        </>
      )}
      {...binding}
    />
  );
}
