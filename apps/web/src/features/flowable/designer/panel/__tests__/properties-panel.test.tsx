import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, table } from '@/shared/testing/fake-server.ts';
import { renderWithQueries } from '@/shared/ui/__tests__/test-kit.tsx';
import { PropertiesPanel } from '../properties-panel.tsx';
import { listenerFormOf, listenersOf } from '../rules/listeners.ts';
import { propertyFormsOf } from '../rules/properties.ts';
import { fakeModeler } from './fake-modeler.ts';

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  setLang('zh');
  server = fakeServer({
    'GET /flowable/handler/list': () => ({ code: 200, msg: '操作成功', data: ['notify', 'setVariable'] }),
    'GET /system/user/userlist': () => table([]),
    'GET /system/role/optionselect': () => ({ code: 200, msg: '操作成功', data: [] }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function renderPanel() {
  const fake = await fakeModeler();
  renderWithQueries(<PropertiesPanel modeler={fake.modeler} />);
  return fake;
}

const panel = () => screen.getByTestId('properties-panel');
const activeTab = () => panel().querySelector('.ant-tabs-tab-active [data-testid]')?.getAttribute('data-testid');
const openTab = (key: string) => fireEvent.click(screen.getByTestId(`panel-tab-${key}`));
const classInput = (drawer: HTMLElement) => {
  const box = within(drawer).getByTestId('panel-listener-class');
  return box.tagName === 'INPUT' ? box : (box.querySelector('input') as HTMLElement);
};

// antd renders slowly in jsdom on a shared machine: a generous timeout (no timing is asserted).
describe('properties panel (spec 02 §2)', { timeout: 90_000 }, () => {
  it('shows the process when nothing is selected, and returns to the base tab on another selection', async () => {
    const fake = await renderPanel();
    expect(panel().getAttribute('data-element')).toBe('Process_1');
    expect(screen.getByTestId('panel-tab-signalMessage')).toBeTruthy();
    expect(screen.queryByTestId('panel-tab-task')).toBeNull();
    // the process id is never editable
    expect((screen.getByTestId('panel-id') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('panel-id-edit')).toBeNull();

    act(() => fake.select('task'));
    expect(panel().getAttribute('data-element')).toBe('task');
    expect(activeTab()).toBe('panel-tab-base');
    openTab('task');
    expect(activeTab()).toBe('panel-tab-task');
    expect(screen.getByTestId('panel-tab-taskListeners')).toBeTruthy();
    expect(screen.queryByTestId('panel-tab-signalMessage')).toBeNull();
  });

  it('shows each tab only for its elements and the process again when the selection is cleared', async () => {
    const fake = await renderPanel();
    act(() => fake.select('script'));
    expect(panel().getAttribute('data-element')).toBe('script');
    expect(activeTab()).toBe('panel-tab-base');
    expect(screen.queryByTestId('panel-tab-taskListeners')).toBeNull();

    act(() => fake.select('f0'));
    expect(screen.queryByTestId('panel-tab-condition')).toBeNull();
    act(() => fake.select('f2'));
    expect(screen.getByTestId('panel-tab-condition')).toBeTruthy();

    act(() => fake.select());
    expect(panel().getAttribute('data-element')).toBe('Process_1');
    expect(activeTab()).toBe('panel-tab-base');
  });

  it('edits an id only after switching editing on, and renames the shape to id + _di', async () => {
    const fake = await renderPanel();
    act(() => fake.select('task'));
    const id = screen.getByTestId('panel-id') as HTMLInputElement;
    expect(id.disabled).toBe(true);
    fireEvent.click(screen.getByTestId('panel-id-edit'));
    expect(id.disabled).toBe(false);
    fireEvent.change(id, { target: { value: 'gw' } });
    expect(screen.getByText('该 ID 已被其他元素使用')).toBeTruthy();
    fireEvent.blur(id);
    expect(fake.recorded).toEqual([]);
    fireEvent.change(id, { target: { value: 'approve' } });
    fireEvent.blur(id);
    expect(fake.recorded).toEqual([
      { command: 'updateProperties', element: 'task', properties: { id: 'approve', di: { id: 'approve_di' } } },
    ]);
    expect(fake.diIds.get('approve')).toBe('approve_di');
  });

  it('refuses a message id that exists, in the user language', async () => {
    const fake = await renderPanel();
    openTab('signalMessage');
    fireEvent.click(screen.getByTestId('panel-message-add'));
    fireEvent.change(await screen.findByTestId('panel-sm-id'), { target: { value: 'm1' } });
    fireEvent.click(screen.getByTestId('panel-sm-save'));
    expect(await screen.findByText('该消息已存在，请修改id后重新保存')).toBeTruthy();
    expect(fake.recorded).toEqual([]);
    fireEvent.change(screen.getByTestId('panel-sm-id'), { target: { value: 'm9' } });
    fireEvent.change(screen.getByTestId('panel-sm-name'), { target: { value: 'Nine' } });
    fireEvent.click(screen.getByTestId('panel-sm-save'));
    await waitFor(() => expect(within(screen.getByTestId('panel-message-table')).getByText('m9')).toBeTruthy());
  });

  it('renames a message (its id stays) and removes one nothing refers to', async () => {
    await renderPanel();
    openTab('signalMessage');
    const table = screen.getByTestId('panel-message-table');
    fireEvent.click(within(table).getByTestId('panel-message-edit'));
    expect((await screen.findByTestId('panel-sm-id')).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByTestId('panel-sm-name'), { target: { value: '开工令' } });
    fireEvent.click(screen.getByTestId('panel-sm-save'));
    await waitFor(() => expect(within(screen.getByTestId('panel-message-table')).getByText('开工令')).toBeTruthy());
    fireEvent.click(within(screen.getByTestId('panel-message-table')).getByTestId('panel-message-remove'));
    await waitFor(() => expect(within(screen.getByTestId('panel-message-table')).queryByText('m1')).toBeNull());
  });

  it('validates the task-listener drawer (spec 02 §5)', async () => {
    const fake = await renderPanel();
    act(() => fake.select('task'));
    openTab('taskListeners');
    fireEvent.click(screen.getByTestId('panel-task-listeners-add'));
    const drawer = await screen.findByTestId('panel-listener-drawer');
    fireEvent.change(within(drawer).getByTestId('panel-listener-id'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('panel-listener-save'));
    expect(await screen.findByText('请填写监听器ID')).toBeTruthy();
    expect(screen.getByText('请填写类')).toBeTruthy();
    fireEvent.change(within(drawer).getByTestId('panel-listener-id'), { target: { value: 'notifyer' } });
    fireEvent.change(classInput(drawer), { target: { value: 'com.acme.Unknown' } });
    await waitFor(() => expect(server.reads.some((url) => url.pathname.endsWith('/flowable/handler/list'))).toBe(true));
    fireEvent.click(screen.getByTestId('panel-listener-save'));
    expect(await screen.findByText('引擎没有注册该处理器，请从列表中选择')).toBeTruthy();
    fireEvent.click(screen.getByTestId('panel-listener-add-field'));
    fireEvent.click(await screen.findByTestId('panel-field-save'));
    expect(await screen.findByText('请填写字段名称')).toBeTruthy();
    expect(screen.getByText('请填写字段值')).toBeTruthy();
    expect(listenersOf(fake.shape('task').businessObject, 'TaskListener')).toHaveLength(0);
  });

  it('adds a task listener with an injected field, and removes it only when confirmed', async () => {
    const fake = await renderPanel();
    act(() => fake.select('task'));
    openTab('taskListeners');
    fireEvent.click(screen.getByTestId('panel-task-listeners-add'));
    const drawer = await screen.findByTestId('panel-listener-drawer');
    fireEvent.change(within(drawer).getByTestId('panel-listener-id'), { target: { value: 'notifyer' } });
    await waitFor(() => expect(server.reads.some((url) => url.pathname.endsWith('/flowable/handler/list'))).toBe(true));
    fireEvent.change(classInput(drawer), { target: { value: 'notify' } });
    fireEvent.click(screen.getByTestId('panel-listener-add-field'));
    fireEvent.change(await screen.findByTestId('panel-field-name'), { target: { value: 'to' } });
    fireEvent.change(screen.getByTestId('panel-field-string'), { target: { value: 'starter' } });
    fireEvent.click(screen.getByTestId('panel-field-save'));
    await waitFor(() => expect(within(drawer).getByText('starter')).toBeTruthy());
    fireEvent.click(screen.getByTestId('panel-listener-save'));
    const task = fake.shape('task').businessObject;
    await waitFor(() => expect(listenersOf(task, 'TaskListener')).toHaveLength(1));
    expect(listenerFormOf(listenersOf(task, 'TaskListener')[0] as never)).toMatchObject({
      id: 'notifyer',
      event: 'create',
      listenerType: 'class',
      class: 'notify',
      fields: [{ name: 'to', fieldType: 'string', string: 'starter', expression: '' }],
    });
    // removal asks first: cancel keeps it, confirming removes it
    fireEvent.click(await screen.findByTestId('panel-task-listeners-remove-0'));
    fireEvent.click(await screen.findByTestId('panel-task-listeners-cancel-0'));
    expect(listenersOf(task, 'TaskListener')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('panel-task-listeners-remove-0'));
    fireEvent.click(await screen.findByTestId('panel-task-listeners-confirm-0'));
    await waitFor(() => expect(listenersOf(task, 'TaskListener')).toHaveLength(0));
  });

  it('adds an extension property in English', async () => {
    setLang('en');
    const fake = await renderPanel();
    act(() => fake.select('gw'));
    openTab('extensions');
    fireEvent.click(screen.getByTestId('panel-ext-add'));
    fireEvent.click(await screen.findByTestId('panel-ext-save'));
    expect(await screen.findByText('Fill in the name')).toBeTruthy();
    fireEvent.change(screen.getByTestId('panel-ext-name'), { target: { value: 'colour' } });
    fireEvent.change(screen.getByTestId('panel-ext-value'), { target: { value: 'red' } });
    fireEvent.click(screen.getByTestId('panel-ext-save'));
    await waitFor(() => expect(propertyFormsOf(fake.shape('gw').businessObject)).toHaveLength(1));
    expect(propertyFormsOf(fake.shape('gw').businessObject)[0]).toMatchObject({ name: 'colour', value: 'red' });
    expect(propertyFormsOf(fake.shape('gw').businessObject)[0]?.id).toMatch(/^[a-z][a-z0-9]{7}$/);
  });

  it('clears the candidates when the candidate type changes, and exclusive when both async flags go off', async () => {
    const fake = await renderPanel();
    act(() => fake.select('task'));
    openTab('task');
    const task = fake.shape('task').businessObject;
    expect(task.get('flowable:candidateUsers')).toBe('1,2');
    fireEvent.click(screen.getByTestId('panel-candidate-role'));
    expect(task.get('flowable:candidateUsers')).toBeUndefined();
    expect(task.get('flowable:candidateGroups')).toBeUndefined();

    fireEvent.click(screen.getByTestId('panel-async-before'));
    expect(task.get('flowable:asyncBefore')).toBe(true);
    fireEvent.click(screen.getByTestId('panel-exclusive'));
    expect(task.get('flowable:exclusive')).toBe(false);
    fireEvent.click(screen.getByTestId('panel-async-before'));
    expect(task.get('flowable:asyncBefore')).toBeUndefined();
    expect(task.$attrs?.['flowable:exclusive']).toBeUndefined();
    expect(screen.queryByTestId('panel-exclusive')).toBeNull();
  });
});
