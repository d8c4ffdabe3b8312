import { act, fireEvent, screen, within } from '@testing-library/react';
import { moddleOptionsFor } from '@zj/contract/bpmn';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { restoreUnknown, shelterUnknown } from '../../modeler/keep-xml.ts';
import { PropertiesPanel } from '../properties-panel.tsx';
import { collectionHandlerOf, loopOf, setLoopExpression } from '../rules/multi-instance.ts';
import { fakeModeler } from './fake-modeler.ts';
import { loadModel } from './moddle-kit.ts';

/** Multi-instance tasks with Flowable collection handlers, as Flowable's modeler and engine tests write them. */
const HANDLER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="t">
  <process id="Process_1" isExecutable="true">
    <userTask id="countersign" name="会签" flowable:assignee="\${signer}">
      <multiInstanceLoopCharacteristics isSequential="false" flowable:elementVariable="signer">
        <extensionElements>
          <flowable:collection flowable:class="org.flowable.engine.impl.bpmn.helper.JsonCollectionHandler">signerList</flowable:collection>
        </extensionElements>
        <completionCondition>\${nrOfCompletedInstances/nrOfInstances >= 0.5}</completionCondition>
      </multiInstanceLoopCharacteristics>
    </userTask>
    <userTask id="review" name="评审" flowable:assignee="\${reviewer}">
      <multiInstanceLoopCharacteristics isSequential="true" flowable:collection="reviewers" flowable:elementVariable="reviewer">
        <extensionElements>
          <flowable:collection flowable:delegateExpression="\${splitter}"><flowable:expression>\${form.reviewers}</flowable:expression></flowable:collection>
        </extensionElements>
      </multiInstanceLoopCharacteristics>
    </userTask>
    <userTask id="plain" name="普通会签" flowable:assignee="\${u}">
      <multiInstanceLoopCharacteristics flowable:collection="\${users}" flowable:elementVariable="u" />
    </userTask>
  </process>
</definitions>`;

/** The model as the designer imports it: what moddle would drop sheltered (keep-xml). */
const imported = () => shelterUnknown(HANDLER_XML, moddleOptionsFor(HANDLER_XML));
const JSON_HANDLER = 'org.flowable.engine.impl.bpmn.helper.JsonCollectionHandler';

describe('collection handlers (issue 25)', () => {
  it('reads the handler and what it reads, with or without a class', async () => {
    const { shape } = await loadModel(imported());
    const handlerOf = (id: string) => collectionHandlerOf(loopOf(shape(id).businessObject));
    expect(handlerOf('countersign')).toEqual({ handler: JSON_HANDLER, source: 'signerList' });
    expect(handlerOf('review')).toEqual({ handler: '${splitter}', source: '${form.reviewers}' });
    expect(handlerOf('plain')).toBeNull();
  });

  it('keeps the handlers as written when the loop is edited and saved', async () => {
    const { shape, ctx, toXML } = await loadModel(imported());
    setLoopExpression(ctx, shape('countersign'), 'completionCondition', '${nrOfCompletedInstances == 2}');
    const saved = restoreUnknown(await toXML());
    expect(saved).toContain(`<flowable:collection flowable:class="${JSON_HANDLER}">signerList</flowable:collection>`);
    expect(saved).toMatch(
      /<flowable:collection flowable:delegateExpression="\$\{splitter\}">\s*<flowable:expression>\$\{form\.reviewers\}<\/flowable:expression>\s*<\/flowable:collection>/,
    );
    expect(saved).toContain('flowable:elementVariable="signer"');
    expect(saved).toContain('${nrOfCompletedInstances == 2}');
    expect(saved).not.toContain('_kept');
  });
});

describe('the 多实例 tab shows a collection handler read-only (issue 25)', { timeout: 60_000 }, () => {
  beforeEach(() => {
    setLang('zh');
    fakeServer({
      'GET /flowable/handler/list': () => ({ code: 200, msg: '操作成功', data: [] }),
      'GET /system/user/userlist': () => table([]),
      'GET /system/role/optionselect': () => ({ code: 200, msg: '操作成功', data: [] }),
    });
  });
  afterEach(() => setLang('zh'));

  it('beside the editable collection and element variable, in zh and en', async () => {
    const fake = await fakeModeler(imported());
    renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
    act(() => fake.select('countersign'));
    fireEvent.click(screen.getByTestId('panel-tab-multiInstance'));
    const handler = await screen.findByTestId('panel-mi-collection-handler');
    expect(handler.textContent).toContain(`处理器${JSON_HANDLER}`);
    expect(handler.textContent).toContain('输入signerList');
    expect(within(handler).queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByText('引擎扩展，设计器只显示不编辑，保存时原样保留')).toBeTruthy();
    expect((screen.getByTestId('panel-mi-element-variable') as HTMLInputElement).value).toBe('signer');

    act(() => fake.select('plain'));
    fireEvent.click(screen.getByTestId('panel-tab-multiInstance'));
    expect(((await screen.findByTestId('panel-mi-collection')) as HTMLInputElement).value).toBe('${users}');
    expect(screen.queryByTestId('panel-mi-collection-handler')).toBeNull();

    act(() => fake.select('review'));
    act(() => setLang('en'));
    fireEvent.click(screen.getByTestId('panel-tab-multiInstance'));
    const english = await screen.findByTestId('panel-mi-collection-handler');
    expect(english.textContent).toContain('Handler${splitter}');
    expect(english.textContent).toContain('Input${form.reviewers}');
    expect((screen.getByTestId('panel-mi-collection') as HTMLInputElement).value).toBe('reviewers');
  });
});
