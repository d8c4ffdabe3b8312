import type { DefinitionRow } from '@zj/contract';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmThen } from '@/shared/ui/confirm.ts';
import { ListPage } from '@/shared/ui/list/list-page.tsx';
import { useListPage } from '@/shared/ui/list/use-list-page.ts';
import { useDeleteDefinition } from '../api/delete-definition.ts';
import { getDefinitionXml } from '../api/get-definition-xml.ts';
import { type DefinitionFilters, useDefinitions } from '../api/get-definitions.ts';
import { useSetDefinitionState } from '../api/set-definition-state.ts';
import { DEFINITION_LABELS, DefinitionTable } from '../components/definition-table.tsx';
import { DiagramModal, type DiagramTarget } from '../components/diagram-modal.tsx';
import { XmlModal, type XmlTarget } from '../components/xml-modal.tsx';
import '../components/flowable-texts.ts';

/** 流程定义 (menu component flowable/definition/index): versions, 挂起/激活, 删除, XML and diagram. */
export default function DefinitionListPage() {
  const { t } = useTranslation();
  const state = useSetDefinitionState();
  const remove = useDeleteDefinition();
  const list = useListPage<DefinitionFilters>({
    columns: { storageKey: 'flowable-definition', labels: DEFINITION_LABELS },
  });
  const [allVersions, setAllVersions] = useState(false);
  const definitions = useDefinitions({ ...list.query, allVersions });
  const [diagram, setDiagram] = useState<DiagramTarget | null>(null);
  const [xml, setXml] = useState<XmlTarget | null>(null);

  const toggle = (row: DefinitionRow) => {
    const suspend = row.suspensionState === '1';
    confirmThen(
      t('flow.def.stateConfirm', {
        action: t(suspend ? 'flow.def.suspend' : 'flow.def.activate'),
        name: row.name,
        version: row.version,
      }),
      () => state.mutateAsync({ id: row.definitionId, suspensionState: suspend ? '2' : '1' }),
      t(suspend ? 'flow.def.suspendSuccess' : 'flow.def.activateSuccess'),
      { closeOnFailure: true },
    );
  };
  const askRemove = (row: DefinitionRow) =>
    confirmThen(
      t('flow.def.deleteConfirm', { name: row.name, version: row.version }),
      () => remove.mutateAsync(row.definitionId),
      t('common.deleteSuccess'),
      { closeOnFailure: true },
    );

  return (
    <ListPage
      prefix="definition"
      perms={{}}
      list={list}
      query={definitions}
      onAdd={false}
      onEdit={false}
      onDelete={false}
      extra={
        <Segmented<'latest' | 'all'>
          value={allVersions ? 'all' : 'latest'}
          onChange={(value) => {
            setAllVersions(value === 'all');
            list.changePage(1, list.page.pageSize);
          }}
          options={[
            { value: 'latest', label: <span data-testid="definition-latest">{t('flow.def.latest')}</span> },
            { value: 'all', label: <span data-testid="definition-all">{t('flow.def.allVersions')}</span> },
          ]}
        />
      }
      search={{
        fields: [
          { name: 'definitionKey', label: 'flow.def.key' },
          { name: 'name', label: 'flow.def.name' },
        ],
      }}
      dialogs={
        <>
          <DiagramModal target={diagram} onClose={() => setDiagram(null)} />
          <XmlModal target={xml} onClose={() => setXml(null)} />
        </>
      }
    >
      <DefinitionTable
        {...list.table(definitions)}
        onDiagram={(row) =>
          setDiagram({
            key: ['definition', row.definitionId],
            name: `${row.name} v${row.version}`,
            process: row.definitionKey,
            load: () => getDefinitionXml(row.definitionId),
          })
        }
        onXml={(row) =>
          setXml({
            key: ['definition', row.definitionId],
            title: t('flow.def.xmlTitle', { name: row.name, version: row.version }),
            load: () => getDefinitionXml(row.definitionId),
          })
        }
        onToggle={toggle}
        onRemove={askRemove}
      />
    </ListPage>
  );
}
