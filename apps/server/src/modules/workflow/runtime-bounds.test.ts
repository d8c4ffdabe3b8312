import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInUsers } from '../../test/helpers.ts';
import { createTestApp, login } from '../../test/test-app.ts';
import { sysForm } from '../forms/forms.tables.ts';
import { sysWorkOrder } from '../work-orders/work-orders.tables.ts';
import { wfComment, wfDefinition, wfInstance, wfTask, wfTimer } from './workflow.tables.ts';

/**
 * A process that never waits must not hold the server: deploy refuses what it can prove, and the
 * engine's bounds stop the rest — here a definition deployed before deploy checked loops (written
 * straight into wf_definition) and a multi-instance count taken from the applicant's form. The
 * application is refused with a message naming the element, nothing of it is stored, and other
 * requests are answered while the hostile one runs.
 *
 * The time bound is 1.5 s here (no step bound), so the hostile application runs that long. The
 * session is cached (ACCESS_CACHE_MS), so the other request needs no database: on PGlite (one
 * connection) it could not be answered before the hostile transaction ends, whatever the engine did.
 */
const ctx = await createTestApp({
  accessCacheMs: 60_000,
  workflowLimits: { maxSteps: 0, maxRunMs: 1500, maxMultiInstances: 1000 },
});
const admin = await login(ctx.app);
afterAll(() => ctx.close());
const { db } = ctx.database;

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method, url: `/prod-api${url}`, headers, ...(payload ? { payload } : {}) });
const [viewer] = await signedInUsers(ctx, [{ userName: 'bound_viewer', deptId: 103 }]);
if (!viewer) throw new Error('user');

const processOf = (key: string, name: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:flowable="http://flowable.org/bpmn" id="defs_${key}" targetNamespace="t">
  <process id="${key}" name="${name}" isExecutable="true"><startEvent id="start" />${body}<endEvent id="end" /></process>
</definitions>`;
const condition = (text: string) => `<conditionExpression xsi:type="tFormalExpression">${text}</conditionExpression>`;
/** A service task and a gateway going round until `x == 2`, which never comes. */
const serviceLoop = (key: string) =>
  processOf(
    key,
    '不等待的循环',
    `<sequenceFlow id="f1" sourceRef="start" targetRef="svc" />
    <serviceTask id="svc" name="计算" flowable:delegateExpression="\${setVariable}">
      <extensionElements><flowable:field name="name" stringValue="x" /><flowable:field name="value" stringValue="1" /></extensionElements>
    </serviceTask>
    <sequenceFlow id="f2" sourceRef="svc" targetRef="gw" />
    <exclusiveGateway id="gw" name="再来" />
    <sequenceFlow id="back" sourceRef="gw" targetRef="svc">${condition('${x == 1}')}</sequenceFlow>
    <sequenceFlow id="out" sourceRef="gw" targetRef="end">${condition('${x == 2}')}</sequenceFlow>`,
  );
/** A countersign of `${n}` people, `n` from the applicant's form: it deploys (nothing loops). */
const countersign = processOf(
  'bound_countersign',
  '人数会签',
  `<sequenceFlow id="f1" sourceRef="start" targetRef="sign" />
  <userTask id="sign" name="会签" flowable:assignee="${viewer.userId}">
    <multiInstanceLoopCharacteristics isSequential="false"><loopCardinality>\${n}</loopCardinality></multiInstanceLoopCharacteristics>
  </userTask>
  <sequenceFlow id="f2" sourceRef="sign" targetRef="end" />`,
);

async function formFor(formKey: string, modelKey: string, components: object[]) {
  await db.insert(sysForm).values({
    formName: formKey,
    formKey,
    formContent: JSON.stringify({ type: 'default', components }),
    modelKey,
  });
}

/** Rows of every table an application writes. */
async function stored() {
  const rows = async (
    table: typeof sysWorkOrder | typeof wfInstance | typeof wfTask | typeof wfComment | typeof wfTimer,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    orders: await rows(sysWorkOrder),
    instances: await rows(wfInstance),
    tasks: await rows(wfTask),
    comments: await rows(wfComment),
    timers: await rows(wfTimer),
  };
}

describe('a process that never waits', () => {
  it('is refused at deploy, naming the loop’s elements, and nothing is deployed', async () => {
    const model = (
      await call('POST', '/flowable/flowable/import-xml', admin, { xml: serviceLoop('bound_refused') })
    ).json();
    expect(model.code).toBe(200);
    const definitions = (await db.select({ n: count() }).from(wfDefinition))[0]?.n;
    const zh = (await call('POST', '/flowable/flowable/deploy', admin, { modelId: model.data.modelId })).json();
    expect(zh).toMatchObject({ code: 500 });
    expect(zh.msg).toContain('元素 计算 [svc] 所在的循环（计算 [svc], 再来 [gw]）中没有等待节点');
    const en = (
      await call(
        'POST',
        '/flowable/flowable/deploy',
        { ...admin, 'accept-language': 'en' },
        { modelId: model.data.modelId },
      )
    ).json();
    expect(en.msg).toContain('Element 计算 [svc] is on a loop (计算 [svc], 再来 [gw]) with no wait state');
    expect((await db.select({ n: count() }).from(wfDefinition))[0]?.n).toBe(definitions);
  });

  it('deployed all the same (before the check), is stopped at its time bound while other requests are answered; nothing is stored', async () => {
    // As a definition deployed before deploy refused such loops is still in the database.
    await db.insert(wfDefinition).values({
      definitionKey: 'bound_hostile',
      name: '不等待的循环',
      version: 1,
      deploymentId: randomUUID(),
      xml: serviceLoop('bound_hostile'),
    });
    await formFor('bound_hostile', 'bound_hostile', [{ type: 'textfield', key: 'reason', label: '事由' }]);
    // The viewer's session is read once, then kept (ACCESS_CACHE_MS).
    expect((await call('GET', '/system/user/getInfo', viewer.headers)).json().code).toBe(200);
    const before = await stored();

    const started = performance.now();
    let hostileMs = 0;
    const hostile = call('POST', '/system/order', admin, {
      formKey: 'bound_hostile',
      formData: { reason: '试试' },
    }).then((res) => {
      hostileMs = performance.now() - started;
      return res;
    });
    // A timer while the hostile application runs fires (the event loop is free), and another
    // request is answered before the hostile one ends: an order of events, not a time budget.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hostileMs).toBe(0);
    const info = await call('GET', '/system/user/getInfo', viewer.headers);
    expect(info.json()).toMatchObject({ code: 200, user: { userName: 'bound_viewer' } });
    expect(hostileMs).toBe(0); // still running when the other request was answered

    const res = (await hostile).json();
    expect(res.code).toBe(500);
    expect(res.msg).toMatch(
      /^流程在元素 (计算 \[svc\]|再来 \[gw\]) 处超过了一次操作的运行时间上限（1500 毫秒），可能是一个不等待的循环；本次操作已撤销$/,
    );
    // Stopped by its time bound (the message names it), not before.
    expect(hostileMs).toBeGreaterThanOrEqual(1500);
    // No order, no instance, no task, comment or timer: the whole transaction rolled back.
    expect(await stored()).toEqual(before);
    expect(await db.select().from(wfInstance).where(eq(wfInstance.definitionKey, 'bound_hostile'))).toEqual([]);

    // English, for a caller who asks for it.
    const en = (
      await call(
        'POST',
        '/system/order',
        { ...admin, 'accept-language': 'en' },
        { formKey: 'bound_hostile', formData: { reason: 'again' } },
      )
    ).json();
    expect(en.msg).toMatch(
      /^The process exceeded the limit of 1500 ms for one action at element (计算 \[svc\]|再来 \[gw\])/,
    );
    expect(await stored()).toEqual(before);
  });

  it('refuses a multi-instance count from the applicant’s form over the cap, storing nothing; a small one runs', async () => {
    const model = (await call('POST', '/flowable/flowable/import-xml', admin, { xml: countersign })).json();
    expect((await call('POST', '/flowable/flowable/deploy', admin, { modelId: model.data.modelId })).json().code).toBe(
      200,
    );
    await formFor('bound_countersign', 'bound_countersign', [{ type: 'number', key: 'n', label: '人数' }]);
    const before = await stored();
    for (const n of [10_000_000, 1001]) {
      const res = (
        await call('POST', '/system/order', admin, { formKey: 'bound_countersign', formData: { n } })
      ).json();
      expect(res).toMatchObject({
        code: 500,
        msg: `多实例元素 会签 [sign] 要创建 ${n} 个实例，超过了上限 1000；本次操作已撤销`,
      });
      expect(await stored()).toEqual(before);
    }
    const en = (
      await call(
        'POST',
        '/system/order',
        { ...admin, 'accept-language': 'en' },
        { formKey: 'bound_countersign', formData: { n: 10_000_000 } },
      )
    ).json();
    expect(en.msg).toBe(
      'The multi-instance element 会签 [sign] would create 10000000 instances, more than the limit of 1000; nothing was saved',
    );

    const ok = (
      await call('POST', '/system/order', admin, { formKey: 'bound_countersign', formData: { n: 3 } })
    ).json();
    expect(ok.code).toBe(200);
    const [order] = await db.select().from(sysWorkOrder).where(eq(sysWorkOrder.orderId, ok.data));
    expect(order).toMatchObject({ status: '0' });
    const tasks = await db
      .select()
      .from(wfTask)
      .where(eq(wfTask.instanceId, order?.instanceId ?? 0));
    expect(tasks.map((t) => [t.elementId, t.status, t.assigneeId])).toEqual([
      ['sign', 'open', viewer.userId],
      ['sign', 'open', viewer.userId],
      ['sign', 'open', viewer.userId],
    ]);
  });
});
