import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { moddleOptionsFor } from '@zj/contract/bpmn';
import { Engine } from 'bpmn-engine';
import { describe, expect, it } from 'vitest';
import { handlerScripts, workflowExpressions } from './engine-bridge.ts';
import { evaluateTemplate } from './expressions.ts';
import { HandlerRegistry } from './handlers.ts';

const source = readFileSync(new URL('./fixtures/approval.bpmn20.xml', import.meta.url), 'utf8');

function engineOptions(registry: HandlerRegistry) {
  return {
    name: 'approval',
    moddleOptions: moddleOptionsFor(source),
    expressions: workflowExpressions(),
    scripts: handlerScripts(registry),
  };
}

type Api = {
  id: string;
  type: string;
  content: { id: string };
  owner: { behaviour: Record<string, unknown> };
  environment: { variables: Record<string, unknown> };
  signal(output?: unknown): void;
};

/** Records the activities that ended; resolves the next wait (a user task) when asked. */
function watch() {
  const listener = new EventEmitter();
  const ended: string[] = [];
  listener.on('activity.end', (api: Api) => ended.push(api.id));
  const nextWait = () => new Promise<Api>((resolve) => listener.once('activity.wait', resolve));
  return { listener, ended, nextWait };
}

/** Start, stop at the user task, persist the state as JSON, recover on a new engine, approve or reject. */
async function runToEnd(approve: number) {
  const registry = new HandlerRegistry().register('recordApproval', ({ variables, setVariable }) => {
    setVariable('recordedBy', variables.creator);
    return `approved:${String(variables.creator)}`;
  });
  const first = watch();
  const engine = new Engine({ ...engineOptions(registry), source, variables: { creator: 'u1' } });
  const waiting = first.nextWait();
  const execution = await engine.execute({ listener: first.listener });
  const task = await waiting;
  expect(task.id).toBe('review');
  // The assignee is the model's expression, resolved over the variables by the server.
  expect(task.owner.behaviour.assignee).toBe('${creator}');
  expect(evaluateTemplate(String(task.owner.behaviour.assignee), execution.environment.variables)).toBe('u1');

  const saved = JSON.stringify(await engine.getState());
  await engine.stop();

  const second = watch();
  const recovered = new Engine({ name: 'approval' }).recover(JSON.parse(saved), engineOptions(registry));
  const resumedWait = second.nextWait();
  const resumed = await recovered.resume({ listener: second.listener });
  const [postponed] = resumed.getPostponed() as unknown as Api[];
  if (!postponed) throw new Error('nothing waits after resume');
  expect(postponed.id).toBe('review');
  const again = await resumedWait;
  expect(again.id).toBe('review');
  const done = recovered.waitFor('end');
  // bpmn-engine does not copy signal output into the variables: the server does, into the
  // definition's environment (the one expressions and handlers see).
  const variables = postponed.environment.variables;
  variables.approve = approve;
  postponed.signal({ approve });
  await done;
  return { ended: second.ended, variables, firstEnded: first.ended };
}

describe('workflow core drives bpmn-engine', () => {
  it('approve = 1 takes the approved flow, runs the registered handler and ends at endApproved', async () => {
    const { ended, variables, firstEnded } = await runToEnd(1);
    expect(firstEnded).toEqual(['start']);
    expect(ended).toContain('endApproved');
    expect(ended).not.toContain('endRejected');
    expect(ended).not.toContain('start'); // resumed, not re-run
    expect(variables.recordedBy).toBe('u1');
    expect(variables.recorded).toBe('approved:u1');
  });

  it('approve = 0 takes the rejected flow and ends at endRejected', async () => {
    const { ended, variables } = await runToEnd(0);
    expect(ended).toContain('endRejected');
    expect(ended).not.toContain('endApproved');
    expect(variables.recorded).toBeUndefined();
  });

  it('a JavaScript script task never runs: only registered handlers do', async () => {
    const hostile = source
      .replace('scriptFormat="handler"', 'scriptFormat="javascript"')
      .replace('<script>recordApproval</script>', '<script>environment.variables.pwned = true; next();</script>');
    const listener = new EventEmitter();
    const engine = new Engine({
      ...engineOptions(new HandlerRegistry()),
      source: hostile,
      variables: { creator: 'u1', approve: 1 },
    });
    listener.on('activity.wait', (api: Api) => api.signal());
    const failed = new Promise<string>((resolve) => engine.once('error', (error: Error) => resolve(error.message)));
    const execution = await engine.execute({ listener });
    const outcome = await failed;
    expect(outcome).toContain('record');
    expect(engine.state).toBe('error');
    expect(execution.environment.variables.pwned).toBeUndefined();
  });
});
