/// <reference path="../../core/workflow/bpmn-moddle.d.ts" />

import { moddleOptionsFor } from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { badRequest } from '../../core/http/app-error.ts';

interface Root {
  $type: string;
  get(name: string): unknown;
}

/**
 * The process a model's XML holds (the executable one, else the first), read with the Flowable /
 * Activiti / Camunda descriptor: its id is the model key, its name the model name. XML that does
 * not parse, or has no process id, is refused with the catalogue's text.
 */
export async function processOf(xml: string): Promise<{ key: string; name: string }> {
  let definitions: Root;
  try {
    ({ rootElement: definitions } = (await new BpmnModdle(moddleOptionsFor(xml)).fromXML(xml)) as {
      rootElement: Root;
    });
  } catch (error) {
    const detail = String(error instanceof Error ? error.message : error).split('\n')[0] ?? '';
    throw badRequest('workflow.model.unreadable', { detail: detail.slice(0, 200) });
  }
  if (definitions?.$type !== 'bpmn:Definitions') {
    throw badRequest('workflow.model.unreadable', { detail: 'no <definitions>' });
  }
  const processes = ((definitions.get('rootElements') as Root[] | undefined) ?? []).filter(
    (root) => root.$type === 'bpmn:Process',
  );
  const process = processes.find((p) => p.get('isExecutable') === true) ?? processes[0];
  const key = String(process?.get('id') ?? '').trim();
  if (!process || !key) throw badRequest('workflow.model.noProcessId');
  if (key.length > 64)
    throw badRequest('workflow.model.unreadable', { detail: `process id longer than 64: ${key.slice(0, 64)}…` });
  const name = String(process.get('name') ?? '').trim() || key;
  return { key, name: name.slice(0, 100) };
}
