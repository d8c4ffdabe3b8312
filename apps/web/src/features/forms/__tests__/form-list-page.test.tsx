import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { fakeServer, ok, table } from '@/shared/testing/fake-server.ts';
import { recordFeedbackEachTest } from '@/shared/testing/record-feedback.ts';
import { formRow, renderRoutes } from '@/shared/testing/render-routes.tsx';
import FormListPage from '../pages/form-list-page.tsx';

/** What the user was told (every confirmation accepted at once). */
const told = recordFeedbackEachTest();

const SCHEMA = JSON.stringify({
  type: 'default',
  components: [{ type: 'textfield', key: 'planName', label: '整改计划名称', validate: { required: true } }],
});
const ROW = formRow();
const DEFINITION = {
  definitionId: 3,
  definitionKey: 'quality_improvement',
  name: '质量整改审批',
  category: '',
  version: 2,
  deploymentId: 'd',
  modelId: 1,
  suspensionState: '1',
  latest: true,
  deployBy: 'admin',
  deployTime: '2026-01-01 10:00:00',
};

function serve() {
  return fakeServer({
    'GET /system/form/list': (call) =>
      call.query.get('formName') === '计划'
        ? table([])
        : table([ROW, { ...ROW, formId: 8, formName: '计划审批', formKey: 'plan_approval' }]),
    'GET /system/form/7': () => ({ code: 200, msg: 'ok', data: { ...ROW, formContent: SCHEMA } }),
    'GET /flowable/definition/listAll': () => ({ code: 200, msg: 'ok', data: [DEFINITION] }),
    'POST /system/form': ok,
    'PUT /system/form': ok,
    'DELETE /system/form/8': ok,
  });
}

const renderPage = (permissions = ['*:*:*']) =>
  renderRoutes(
    [
      { path: '/system/form', element: <FormListPage /> },
      { path: '/sys/form/design', element: <p data-testid="designer-route">designer</p> },
    ],
    '/system/form',
    permissions,
  ).router;

const content = () => screen.getByTestId('form-content') as HTMLTextAreaElement;
const setContent = (text: string) => fireEvent.change(content(), { target: { value: text } });
const dialog = () => screen.getByTestId('form-form');

describe('动态表单', () => {
  it('lists forms with their process key, searches by name and deletes one', async () => {
    const server = serve();
    renderPage();
    const row = await screen.findByTestId('form-row-7');
    expect(within(row).getByText('质量整改审批')).toBeTruthy();
    expect(within(row).getAllByText('quality_improvement')).toHaveLength(2);
    expect(screen.getByText('共 2 条')).toBeTruthy();

    await userEvent.type(within(screen.getByTestId('form-search')).getByLabelText('表单名称'), '计划');
    await userEvent.click(screen.getByTestId('form-search-submit'));
    await waitFor(() => expect(screen.queryByTestId('form-row-7')).toBeNull());
    expect(server.reads.at(-1)?.searchParams.get('formName')).toBe('计划');

    await userEvent.click(screen.getByTestId('form-search-reset'));
    await userEvent.click(within(await screen.findByTestId('form-row-8')).getByTestId('form-row-delete'));
    await waitFor(() => expect(server.writes).toEqual([{ method: 'DELETE', path: '/system/form/8', body: undefined }]));
  });

  it('checks the schema as it is typed, with the server’s texts, and saves a valid form', async () => {
    const server = serve();
    renderPage();
    await userEvent.click(await screen.findByTestId('form-add'));
    await userEvent.type(within(dialog()).getByLabelText('表单名称'), '请假申请');
    await userEvent.type(within(dialog()).getByLabelText('表单标识'), 'leave');

    setContent('{"components": [');
    expect(await within(dialog()).findByText('表单内容不是有效的 JSON')).toBeTruthy();
    setContent('{"components": [{"type": "iframe", "key": "page"}]}');
    expect(await within(dialog()).findByText('组件 page 的类型 iframe 不受支持')).toBeTruthy();
    setContent('{"components": [{"type": "textfield", "key": "a"}, {"type": "textarea", "key": "a"}]}');
    expect(await within(dialog()).findByText('字段键 a 重复')).toBeTruthy();

    // A refused schema is not sent.
    await userEvent.click(screen.getByTestId('form-form-submit'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.writes).toEqual([]);

    setContent(SCHEMA);
    expect(await within(dialog()).findByText('JSON 有效，共 1 个字段')).toBeTruthy();
    await userEvent.click(screen.getByTestId('form-form-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toEqual({
      method: 'POST',
      path: '/system/form',
      body: { formName: '请假申请', formKey: 'leave', formContent: SCHEMA, modelKey: '', remark: '' },
    });
    expect(told).toContain('新增成功');
  });

  it('refuses a bad form key and shows schema problems in English', async () => {
    setLang('en');
    const server = serve();
    renderPage();
    await userEvent.click(await screen.findByTestId('form-add'));
    await userEvent.type(within(dialog()).getByLabelText('Form name'), 'Leave');
    await userEvent.type(within(dialog()).getByLabelText('Form key'), '9leave');
    setContent('{"components": [{"type": "select", "key": "kind", "label": "Kind"}]}');
    expect(await within(dialog()).findByText('Field kind must list its options (values) in the form')).toBeTruthy();
    await userEvent.click(screen.getByTestId('form-form-submit'));
    expect(
      await within(dialog()).findByText(
        'The form key starts with a letter and holds letters, digits and underscores only',
      ),
    ).toBeTruthy();
    expect(server.writes).toEqual([]);
  });

  it('edits a form: loads its schema and sends it back with its id', async () => {
    const server = serve();
    renderPage();
    await userEvent.click(within(await screen.findByTestId('form-row-7')).getByTestId('form-row-edit'));
    await waitFor(() => expect(content().value).toBe(SCHEMA));
    expect(within(dialog()).getByText('JSON 有效，共 1 个字段')).toBeTruthy();
    // The preview renders the schema with the form-js viewer.
    const preview = screen.getByTestId('form-preview');
    await waitFor(() => expect(preview.querySelector('.fjs-form input[type=text]')).toBeTruthy(), { timeout: 5000 });
    expect(within(preview).getByText('整改计划名称')).toBeTruthy();
    await userEvent.click(screen.getByTestId('form-form-submit'));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'PUT',
      body: { formId: 7, formKey: 'quality_improvement', modelKey: 'quality_improvement', formContent: SCHEMA },
    });
  });

  it('opens the form designer on a row (设计) or blank (表单设计)', async () => {
    serve();
    const router = renderPage();
    await userEvent.click(within(await screen.findByTestId('form-row-7')).getByTestId('form-row-design'));
    await screen.findByTestId('designer-route');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sys/form/design?formId=7');
    await router.navigate('/system/form');
    await userEvent.click(await screen.findByTestId('form-design-new', {}, { timeout: 5000 }));
    await screen.findByTestId('designer-route', {}, { timeout: 5000 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/sys/form/design');
  });

  it('offers the designer only with the permissions to add or edit forms', async () => {
    serve();
    renderPage(['system:form:list', 'system:form:query']);
    const row = await screen.findByTestId('form-row-7');
    expect(within(row).queryByTestId('form-row-design')).toBeNull();
    expect(screen.queryByTestId('form-design-new')).toBeNull();
  });
});
