import type { Lang } from '@zj/contract';
import { moddleOptionsFor } from '@zj/contract/bpmn';
import Modeler from 'bpmn-js/lib/Modeler';
import lintModule from 'bpmn-js-bpmnlint';
import tokenSimulationModule from 'bpmn-js-token-simulation';
import { type IdRegistry, withRandomIds } from '../logic/ids.ts';
import { appendUserTaskModule } from './append-user-task.ts';
import { engineLintConfig } from './engine-lint.ts';
import { bpmnTranslate } from './translate-zh.ts';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import 'bpmn-js-bpmnlint/dist/assets/css/bpmn-js-bpmnlint.css';
import 'bpmn-js-token-simulation/assets/css/bpmn-js-token-simulation.css';

export interface ModelerOptions {
  container: HTMLElement;
  /** The XML the modeler will show first: its extension prefix picks the moddle flavour. */
  xml: string;
  lang: Lang;
  handlers: ReadonlySet<string>;
}

/**
 * A bpmn-js Modeler for the designer: the flavour's moddle descriptor (flowable, or activiti /
 * camunda by the model's prefix, from the contract the engine uses), token simulation, the
 * engine's own rules as live lint, "append task" appending a user task, bpmn-js's texts in the user's language and 8-character ids.
 */
export function createModeler({ container, xml, lang, handlers }: ModelerOptions): Modeler {
  const modeler = new Modeler({
    container,
    additionalModules: [
      tokenSimulationModule,
      lintModule,
      appendUserTaskModule,
      { translate: ['value', bpmnTranslate(lang)] },
    ],
    moddleExtensions: moddleOptionsFor(xml),
    linting: { active: true, bpmnlint: engineLintConfig(handlers, lang) },
  } as ConstructorParameters<typeof Modeler>[0]);
  withRandomIds(modeler.get<{ ids: IdRegistry }>('moddle').ids);
  return modeler;
}
