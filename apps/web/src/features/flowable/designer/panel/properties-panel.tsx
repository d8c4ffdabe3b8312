import { Empty, Tabs } from 'antd';
import type Modeler from 'bpmn-js/lib/Modeler';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelEnv } from './panel-env.ts';
import './panel-texts.ts';
import { modelPrefix } from './rules/prefix.ts';
import type { PanelTab } from './rules/sections.ts';
import type { DiagramElement, ModdleElement, PanelModdle, PanelModeling } from './rules/types.ts';
import { BaseTab } from './tabs/base-tab.tsx';
import { ConditionTab } from './tabs/condition-tab.tsx';
import { EngineTab } from './tabs/engine-tab.tsx';
import { ExtensionsTab } from './tabs/extensions-tab.tsx';
import { FormTab } from './tabs/form-tab.tsx';
import { ListenersTab } from './tabs/listeners-tab.tsx';
import { MultiInstanceTab } from './tabs/multi-instance-tab.tsx';
import { OtherTab } from './tabs/other-tab.tsx';
import { SignalMessageTab } from './tabs/signal-message-tab.tsx';
import { TaskTab } from './tabs/task-tab.tsx';
import { type PanelModeler, usePanelTarget } from './use-panel-target.ts';

interface ElementRegistry {
  get(id: string): unknown;
}

/** The tab contents by key; a tab shows only for the elements spec 02 §2 lists (rules/sections.ts). */
const TAB_BODIES: Record<PanelTab, (env: PanelEnv) => ReactNode> = {
  base: (env) => <BaseTab env={env} />,
  other: (env) => <OtherTab env={env} />,
  task: (env) => <TaskTab env={env} />,
  multiInstance: (env) => <MultiInstanceTab env={env} />,
  condition: (env) => <ConditionTab env={env} />,
  signalMessage: (env) => <SignalMessageTab env={env} />,
  listeners: (env) => <ListenersTab env={env} kind="ExecutionListener" />,
  taskListeners: (env) => <ListenersTab env={env} kind="TaskListener" />,
  form: (env) => <FormTab env={env} />,
  extensions: (env) => <ExtensionsTab env={env} />,
  engine: (env) => <EngineTab env={env} />,
};

const elementKeys = new WeakMap<DiagramElement, number>();
let nextKey = 0;
/** A key per diagram element, so each tab's local state starts afresh for another element. */
function elementKey(element: DiagramElement): number {
  let key = elementKeys.get(element);
  if (key === undefined) {
    key = ++nextKey;
    elementKeys.set(element, key);
  }
  return key;
}

/** The definitions (the root of the moddle tree) an element belongs to. */
function definitionsOf(bo: ModdleElement | undefined): ModdleElement | undefined {
  let current = bo;
  while (current && current.$type !== 'bpmn:Definitions') current = current.$parent;
  return current;
}

/**
 * The designer's properties panel (spec 02 §2 "Properties panel", §3, §4, §5): antd tabs over the
 * selected element, or the process / collaboration when nothing is selected. It listens to the
 * modeler's events itself and writes only through `modeling` (so undo and redo cover every edit,
 * and the page re-emits the XML on commandStack.changed).
 */
export function PropertiesPanel({ modeler }: { modeler: Modeler }) {
  const { t } = useTranslation();
  const panelModeler = modeler as unknown as PanelModeler;
  const { element, tab, setTab, tabs, revision } = usePanelTarget(panelModeler);
  const services = useMemo(() => {
    const moddle = panelModeler.get('moddle') as PanelModdle & { getType?(name: string): unknown };
    return {
      modeling: panelModeler.get('modeling') as PanelModeling,
      moddle,
      prefix: modelPrefix(moddle),
      canvas: panelModeler.get('canvas') as { getRootElement(): DiagramElement },
      registry: panelModeler.get('elementRegistry') as ElementRegistry,
    };
  }, [panelModeler]);
  if (!element) return <Empty description={t('panel.empty')} data-testid="properties-panel" />;
  const root = services.canvas.getRootElement();
  const env: PanelEnv = {
    modeling: services.modeling,
    moddle: services.moddle,
    prefix: services.prefix,
    element,
    root,
    definitions: definitionsOf(element.businessObject),
    hasElement: (id) => Boolean(services.registry.get(id)),
  };
  return (
    <div data-testid="properties-panel" data-element={element.id} data-revision={revision}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as PanelTab)}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: <span data-testid={`panel-tab-${key}`}>{t(`panel.tab.${key}`)}</span>,
          children: <div key={elementKey(element)}>{TAB_BODIES[key](env)}</div>,
        }))}
      />
    </div>
  );
}
