/// <reference path="../../core/workflow/bpmn-moddle.d.ts" />

import {
  extensionValue,
  hasExpression,
  isExecutableProcess,
  type ModdleElement,
  moddleOptionsFor,
} from '@zj/contract/bpmn';
import BpmnModdle from 'bpmn-moddle';
import { badRequest } from '../../core/http/app-error.ts';

interface Root {
  $type: string;
  get(name: string): unknown;
}

async function parse(xml: string): Promise<Root> {
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
  return definitions;
}

const processesIn = (definitions: Root) =>
  ((definitions.get('rootElements') as Root[] | undefined) ?? []).filter((root) => root.$type === 'bpmn:Process');

/** A user task's literal names: who an `assignee`, `candidateUsers` or `candidateGroups` names (not ids, not expressions). */
export interface ModelNames {
  /** The task as messages name it: `name [id]`. */
  element: string;
  attribute: 'assignee' | 'candidateUsers' | 'candidateGroups';
  names: string[];
}

/**
 * What a deploy writes from a file: each executable process (`isExecutable` absent counts) as its
 * own definition — the model's own key first — and the names its user tasks give, to resolve.
 */
export async function modelContents(
  xml: string,
): Promise<{ processes: { key: string; name: string }[]; names: ModelNames[] }> {
  const definitions = await parse(xml);
  const processes = processesIn(definitions).filter((p) => isExecutableProcess(p as unknown as ModdleElement));
  const names: ModelNames[] = [];
  const visit = (container: Root) => {
    for (const element of (container.get('flowElements') as Root[] | undefined) ?? []) {
      if (element.$type === 'bpmn:SubProcess') visit(element);
      if (element.$type !== 'bpmn:UserTask') continue;
      const id = String(element.get('id') ?? '');
      const name = String(element.get('name') ?? '');
      for (const attribute of ['assignee', 'candidateUsers', 'candidateGroups'] as const) {
        const value = extensionValue(element as unknown as ModdleElement, attribute);
        if (typeof value !== 'string' || value.trim() === '' || hasExpression(value)) continue;
        const parts = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .filter((part) =>
            attribute === 'candidateGroups' ? !/^[dr]\d{1,15}$/.test(part) : !/^\d{1,15}$/.test(part),
          );
        if (parts.length > 0) names.push({ element: name ? `${name} [${id}]` : id, attribute, names: parts });
      }
    }
  };
  for (const process of processes) visit(process);
  return {
    processes: processes.map((p) => {
      const key = String(p.get('id') ?? '').trim();
      return { key, name: (String(p.get('name') ?? '').trim() || key).slice(0, 100) };
    }),
    names,
  };
}

/**
 * The process a model's XML holds (the executable one, else the first), read with the Flowable /
 * Activiti / Camunda descriptor: its id is the model key, its name the model name. XML that does
 * not parse, or has no process id, is refused with the catalogue's text.
 */
export async function processOf(xml: string): Promise<{ key: string; name: string }> {
  const processes = processesIn(await parse(xml));
  const process = processes.find((p) => isExecutableProcess(p as unknown as ModdleElement)) ?? processes[0];
  const key = String(process?.get('id') ?? '').trim();
  if (!process || !key) throw badRequest('workflow.model.noProcessId');
  if (key.length > 64)
    throw badRequest('workflow.model.unreadable', { detail: `process id longer than 64: ${key.slice(0, 64)}…` });
  const name = String(process.get('name') ?? '').trim() || key;
  return { key, name: name.slice(0, 100) };
}
