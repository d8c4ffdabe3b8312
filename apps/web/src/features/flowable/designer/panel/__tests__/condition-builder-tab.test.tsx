import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { PropertiesPanel } from '../properties-panel.tsx';
import type { ModdleElement } from '../rules/types.ts';
import { fakeModeler } from './fake-modeler.ts';
import { SAMPLE } from './moddle-kit.ts';

/** The sample with a form on the task before the gateway and a condition on the flow gw → end. */
const WITH_FORM = SAMPLE.replace(
  '<userTask id="task" name="Approve" flowable:candidateUsers="1,2" />',
  `<userTask id="task" name="Approve" flowable:candidateUsers="1,2"><extensionElements><flowable:formData>
     <flowable:formField id="days" label="天数" type="long" />
     <flowable:formField id="approve" label="是否同意" type="enum"><flowable:value id="1" name="同意" /></flowable:formField>
   </flowable:formData></extensionElements></userTask>`,
).replace(
  '<sequenceFlow id="f2" sourceRef="gw" targetRef="end" />',
  '<sequenceFlow id="f2" sourceRef="gw" targetRef="end"><conditionExpression>${entity.days > 2}</conditionExpression></sequenceFlow>',
);

beforeEach(() => {
  setLang('zh');
  fakeServer({
    'GET /flowable/handler/list': () => ({ code: 200, msg: '操作成功', data: [] }),
    'GET /system/user/userlist': () => table([]),
    'GET /system/role/optionselect': () => ({ code: 200, msg: '操作成功', data: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('condition builder in 流转条件 (issue 25)', { timeout: 90_000 }, () => {
  it("writes field, comparison and value from the task's form as the condition; the raw expression stays editable", async () => {
    const fake = await fakeModeler(WITH_FORM);
    renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
    act(() => fake.select('f2'));
    fireEvent.click(screen.getByTestId('panel-tab-condition'));
    const body = () => (fake.shape('f2').businessObject.get('conditionExpression') as ModdleElement).get('body');
    expect(await screen.findByText('按表单字段生成条件')).toBeTruthy();
    expect((screen.getByTestId('panel-condition-body') as HTMLTextAreaElement).value).toBe('${entity.days > 2}');
    // a raw expression the builder cannot show: it starts from the first field, the model unchanged
    expect(body()).toBe('${entity.days > 2}');
    expect((screen.getByTestId('panel-builder-apply') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('panel-builder-value'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('panel-builder-apply'));
    await waitFor(() => expect(body()).toBe('${days == 3}'));
    expect((screen.getByTestId('panel-condition-body') as HTMLTextAreaElement).value).toBe('${days == 3}');

    // raw expressions are still allowed
    const text = screen.getByTestId('panel-condition-body');
    fireEvent.change(text, { target: { value: '${days > 3 && approve == 1}' } });
    fireEvent.blur(text);
    await waitFor(() => expect(body()).toBe('${days > 3 && approve == 1}'));
  });
});

describe('candidate groups the designer does not pick (issue 25)', { timeout: 90_000 }, () => {
  it('shows groups written as names as text (kept by the rules when users change: designer-rules.test.ts)', async () => {
    const fake = await fakeModeler(
      SAMPLE.replace(
        'flowable:candidateUsers="1,2"',
        'flowable:candidateUsers="1,2" flowable:candidateGroups="management, accounting"',
      ),
    );
    renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
    act(() => fake.select('task'));
    fireEvent.click(screen.getByTestId('panel-tab-task'));
    expect((await screen.findByTestId('panel-candidate-other-groups')).textContent).toBe('management, accounting');
    expect(screen.getByText('其他候选组')).toBeTruthy();
  });
});

describe('expression assignees (issue 25)', { timeout: 90_000 }, () => {
  it('shows ${initiator} as written and saves an edited expression', async () => {
    const fake = await fakeModeler(SAMPLE.replace('flowable:candidateUsers="1,2"', 'flowable:assignee="${initiator}"'));
    renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
    act(() => fake.select('task'));
    fireEvent.click(screen.getByTestId('panel-tab-task'));
    const text = (await screen.findByTestId('panel-assignee-text')) as HTMLInputElement;
    expect(text.value).toBe('${initiator}');
    fireEvent.change(text, { target: { value: '#{leader}' } });
    fireEvent.blur(text);
    await waitFor(() => expect(fake.shape('task').businessObject.get('flowable:assignee')).toBe('#{leader}'));
  });
});
