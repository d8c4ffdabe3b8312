import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMS } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { viewerCalls } from '@/shared/testing/fake-navigated-viewer.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import ModelListPage from '../pages/model-list-page.tsx';
import { model, recordingFeedback, renderPage } from './flowable-kit.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

const M = PERMS.flowable.model;
const ROUTE = '/system/flowable-manage/system/flowable/model';
const XML = '<definitions><process id="approval" name="审批" isExecutable="true"/></definitions>';
const ROWS = [model(1, { modelKey: 'approval', modelName: '审批', version: 2, definitionId: 7 }), model(2)];
const list = () => ({ code: 200, msg: '查询成功', rows: ROWS, total: 45 });

let server: ReturnType<typeof fakeServer>;
let feedback: ReturnType<typeof recordingFeedback>;
beforeEach(() => {
  setLang('zh');
  useSession.setState({ roles: ['admin'], permissions: Object.values(M) });
  feedback = recordingFeedback();
  viewerCalls.imported = [];
  server = fakeServer({
    'GET /flowable/flowable/model-list': list,
    'GET /flowable/flowable/getXml/1': () => ({ code: 200, msg: '操作成功', data: XML }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const lastRead = () => server.reads.filter((u) => u.pathname.endsWith('/model-list')).at(-1);

describe('流程模板', () => {
  it('lists models with their deployed version and keeps pageNum in the URL', async () => {
    const router = renderPage(<ModelListPage />, ROUTE);
    const row = await screen.findByTestId('model-row-1');
    expect(within(row).getByText('approval')).toBeTruthy();
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(within(screen.getByTestId('model-row-2')).getByText('未部署')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=1'));
    expect(router.state.location.pathname).toBe(ROUTE);

    fireEvent.click(within(screen.getByTestId('pagination')).getByTitle('2'));
    await waitFor(() => expect(lastRead()?.searchParams.get('pageNum')).toBe('2'));
    expect(router.state.location.search).toBe('?pageNum=2');
  });

  it('opens on the page the URL names, and a search goes back to page 1', async () => {
    const router = renderPage(<ModelListPage />, `${ROUTE}?pageNum=3`);
    await screen.findByTestId('model-row-1');
    expect(lastRead()?.searchParams.get('pageNum')).toBe('3');
    await userEvent.type(screen.getByPlaceholderText('请输入模型标识'), 'appr');
    fireEvent.click(screen.getByTestId('model-search-submit'));
    await waitFor(() => expect(lastRead()?.searchParams.get('modelKey')).toBe('appr'));
    // Filters and page change in one render: no request for page 3 with the new filter.
    expect(lastRead()?.searchParams.get('pageNum')).toBe('1');
    expect(server.reads.filter((u) => u.searchParams.get('modelKey') === 'appr')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.search).toBe('?pageNum=1'));
  });

  it('creates a blank model from key, name, category and description; a bad key is refused before sending', async () => {
    server.answer('POST /flowable/flowable/model', () => ({ code: 200, msg: '操作成功', data: model(3) }));
    renderPage(<ModelListPage />, ROUTE);
    await screen.findByTestId('model-row-1');
    fireEvent.click(screen.getByTestId('model-add'));
    const form = await screen.findByTestId('model-create-form');
    await userEvent.type(within(form).getByPlaceholderText('请输入模型标识'), '1-leave');
    await userEvent.type(within(form).getByPlaceholderText('请输入模型名称'), '请假');
    fireEvent.click(screen.getByTestId('model-create-submit'));
    expect(await screen.findByText('模型标识以字母或下划线开头，只能包含字母、数字、下划线、减号和点')).toBeTruthy();
    expect(server.called('POST', '/flowable/flowable/model')).toHaveLength(0);

    const key = within(form).getByPlaceholderText('请输入模型标识');
    await userEvent.clear(key);
    await userEvent.type(key, 'leave');
    await userEvent.type(within(form).getByPlaceholderText('请输入分类'), 'hr');
    fireEvent.click(screen.getByTestId('model-create-submit'));
    await waitFor(() => expect(server.called('POST', '/flowable/flowable/model')).toHaveLength(1));
    expect(server.called('POST', '/flowable/flowable/model')[0]?.body).toEqual({
      modelKey: 'leave',
      modelName: '请假',
      category: 'hr',
    });
    await waitFor(() => expect(feedback.told).toContain('新增成功'));
  });

  it('imports the text of a .bpmn file, and shows the server’s refusal in the dialog', async () => {
    server.answer('POST /flowable/flowable/import-xml', () => ({
      code: 500,
      msg: '流程标识 approval 已存在，请在该模型上保存',
    }));
    renderPage(<ModelListPage />, ROUTE);
    await screen.findByTestId('model-row-1');
    fireEvent.click(screen.getByTestId('model-import'));
    const dialog = await screen.findByTestId('model-import-dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File([XML], 'approval.bpmn20.xml', { type: 'text/xml' }));
    await within(dialog).findByText('approval.bpmn20.xml');
    fireEvent.click(screen.getByTestId('model-import-submit'));
    expect(await within(dialog).findByText('流程标识 approval 已存在，请在该模型上保存')).toBeTruthy();
    expect(server.called('POST', '/flowable/flowable/import-xml')[0]?.body).toEqual({ xml: XML });

    server.answer('POST /flowable/flowable/import-xml', () => ({ code: 200, msg: '操作成功', data: model(4) }));
    fireEvent.click(screen.getByTestId('model-import-submit'));
    await waitFor(() => expect(feedback.told).toContain('导入成功：流程4'));
    expect(server.called('POST', '/flowable/flowable/import-xml')).toHaveLength(2);
  });

  it('refuses a file that is not .bpmn or .xml without sending it', async () => {
    renderPage(<ModelListPage />, ROUTE);
    await screen.findByTestId('model-row-1');
    fireEvent.click(screen.getByTestId('model-import'));
    const dialog = await screen.findByTestId('model-import-dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'approval.png', { type: '' }), { applyAccept: false });
    expect(await within(dialog).findByText('只能导入 .bpmn 或 .xml 文件')).toBeTruthy();
    fireEvent.click(screen.getByTestId('model-import-submit'));
    expect(await within(dialog).findByText('请选择 BPMN 文件')).toBeTruthy();
    expect(server.called('POST', '/flowable/flowable/import-xml')).toHaveLength(0);
  });

  it('deploys after asking; a refusal lists the problems naming their elements', async () => {
    server.answer('POST /flowable/flowable/deploy', () => ({
      code: 500,
      msg: '流程模型不能部署：元素 记录 [record] 引用了未注册的处理器 recordApproval; 元素 审核 [review] 没有处理人',
    }));
    renderPage(<ModelListPage />, ROUTE);
    const row = await screen.findByTestId('model-row-1');
    fireEvent.click(within(row).getByTestId('model-row-deploy'));
    await feedback.settled();
    expect(feedback.told).toContain('是否确认部署流程模型"审批"？');
    expect(server.called('POST', '/flowable/flowable/deploy')[0]?.body).toEqual({ modelId: 1 });
    const problems = await screen.findByTestId('deploy-problems');
    expect(within(problems).getByText('流程模型不能部署')).toBeTruthy();
    expect(within(problems).getByText('元素 记录 [record] 引用了未注册的处理器 recordApproval')).toBeTruthy();
    expect(within(problems).getByText('元素 审核 [review] 没有处理人')).toBeTruthy();

    server.answer('POST /flowable/flowable/deploy', () => ({
      code: 200,
      msg: '操作成功',
      data: {
        definitionId: 8,
        definitionKey: 'approval',
        name: '审批',
        category: '',
        version: 3,
        deploymentId: 'd',
        modelId: 1,
        suspensionState: '1',
        latest: true,
        deployBy: 'admin',
        deployTime: null,
      },
    }));
    fireEvent.click(within(row).getByTestId('model-row-deploy'));
    await feedback.settled();
    expect(feedback.told).toContain('部署成功，版本 3');
  });

  it('deletes after asking, and shows the diagram of a model', async () => {
    server.answer('DELETE /flowable/flowable/deleteModelByIds/2', ok);
    renderPage(<ModelListPage />, ROUTE);
    const row = await screen.findByTestId('model-row-2');
    fireEvent.click(within(row).getByTestId('model-row-delete'));
    await feedback.settled();
    expect(server.called('DELETE', '/flowable/flowable/deleteModelByIds/2')).toHaveLength(1);

    fireEvent.click(within(screen.getByTestId('model-row-1')).getByTestId('model-row-view'));
    expect(await screen.findByText('流程图：审批')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bpmn-viewer').dataset.state).toBe('shown'));
    expect(viewerCalls.imported).toEqual([XML]);
  });

  it('shows only the buttons the user holds', async () => {
    useSession.setState({ roles: ['common'], permissions: [M.list, M.query] });
    renderPage(<ModelListPage />, ROUTE);
    const row = await screen.findByTestId('model-row-1');
    expect(within(row).getByTestId('model-row-view')).toBeTruthy();
    expect(within(row).getByTestId('model-row-download')).toBeTruthy();
    expect(within(row).queryByTestId('model-row-deploy')).toBeNull();
    expect(within(row).queryByTestId('model-row-delete')).toBeNull();
    expect(within(row).queryByTestId('model-row-edit')).toBeNull();
    expect(screen.queryByTestId('model-add')).toBeNull();
    expect(screen.queryByTestId('model-import')).toBeNull();
    expect(screen.queryByTestId('model-delete')).toBeNull();
  });
});
