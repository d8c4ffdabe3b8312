import {
  ApartmentOutlined,
  CodeOutlined,
  DeleteOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { type DefinitionRow, PERMS } from '@zj/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/shared/ui/list/list-table.tsx';
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
  return (
    <ListTable
      prefix="definition"
      rowKey="definitionId"
      columns={{
        definitionKey: { ellipsis: true },
        name: { ellipsis: true },
        category: { width: 110 },
        version: { width: 90, render: (version: number) => <Tag color="blue">v{version}</Tag> },
        suspensionState: {
          width: 100,
          render: (state: DefinitionRow['suspensionState'], row) => (
            <Tag color={state === '2' ? 'orange' : 'green'} data-testid={`definition-state-${row.definitionId}`}>
              {t(state === '2' ? 'flow.def.suspended' : 'flow.def.active')}
            </Tag>
          ),
        },
        deployBy: { width: 110 },
        deployTime: { width: 170 },
      }}
      actionsWidth={340}
      selectable={false}
      rowLinks={(row) => {
        const suspended = row.suspensionState === '2';
        return [
          {
            label: 'flow.def.diagram',
            perm: D.query,
            icon: <ApartmentOutlined />,
            onClick: () => onDiagram(row),
            testId: 'definition-row-diagram',
          },
          {
            label: 'flow.def.xml',
            perm: D.query,
            icon: <CodeOutlined />,
            onClick: () => onXml(row),
            testId: 'definition-row-xml',
          },
          {
            label: suspended ? 'flow.def.activate' : 'flow.def.suspend',
            perm: D.edit,
            icon: suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />,
            onClick: () => onToggle(row),
            testId: suspended ? 'definition-row-activate' : 'definition-row-suspend',
          },
          {
            label: 'common.delete',
            perm: D.remove,
            icon: <DeleteOutlined />,
            danger: true,
            onClick: () => onRemove(row),
            testId: 'definition-row-delete',
          },
        ];
      }}
      {...binding}
    />
  );
}
