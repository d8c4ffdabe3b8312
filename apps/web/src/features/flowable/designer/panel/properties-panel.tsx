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
import { type PanelModeler, usePanelTarget } from './use-panel-target.ts';

interface ElementRegistry {
  get(id: string): unknown;
}

/** The tab contents by key; a tab shows only for the elements spec 02 §2 lists (rules/sections.ts). */
const TAB_BODIES: Partial<Record<PanelTab, (env: PanelEnv) => ReactNode>> = {
  base: (env) => <BaseTab env={env} />,
};

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
        items={tabs
          .filter((key) => TAB_BODIES[key])
          .map((key) => ({
            key,
            label: <span data-testid={`panel-tab-${key}`}>{t(`panel.tab.${key}`)}</span>,
            children: TAB_BODIES[key]?.(env),
          }))}
      />
    </div>
  );
}
