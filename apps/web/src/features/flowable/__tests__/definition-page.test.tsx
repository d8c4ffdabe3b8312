import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMS } from '@zj/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { viewerCalls } from '@/shared/testing/fake-navigated-viewer.ts';
import { fakeServer, ok } from '@/shared/testing/fake-server.ts';
import DefinitionListPage from '../pages/definition-list-page.tsx';
import { definition, recordingFeedback, renderPage } from './flowable-kit.tsx';

vi.mock('bpmn-js/lib/NavigatedViewer', () => import('@/shared/testing/fake-navigated-viewer.ts'));

const D = PERMS.flowable.definition;
const ROUTE = '/system/flowable-manage/system/flowable/definition';
const XML = '<definitions><process id="approval" name="审批" isExecutable="true"/></definitions>';
const LATEST = [
  definition(2, { version: 2 }),
  definition(5, { definitionKey: 'plan', name: '计划审批', suspensionState: '2' }),
];
const ALL = [...LATEST, definition(1, { version: 1, latest: false })];

let server: ReturnType<typeof fakeServer>;
let feedback: ReturnType<typeof recordingFeedback>;
beforeEach(() => {
  setLang('zh');
  useSession.setState({ roles: ['admin'], permissions: Object.values(D) });
  feedback = recordingFeedback();
  viewerCalls.imported = [];
  server = fakeServer({
    'GET /flowable/definition/definition-list': ({ query }) => {
      const rows = query.get('allVersions') === 'true' ? ALL : LATEST;
      return { code: 200, msg: '查询成功', rows, total: rows.length };
    },
    'GET /flowable/definition/processFile/xml/2': () => XML,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('流程定义', () => {
  it('lists the latest versions with their state, and all versions on demand', async () => {
    renderPage(<DefinitionListPage />, ROUTE);
    const row = await screen.findByTestId('definition-row-2');
    expect(within(row).getByText('v2')).toBeTruthy();
    expect(screen.getByTestId('definition-state-2').textContent).toBe('激活');
    expect(screen.getByTestId('definition-state-5').textContent).toBe('挂起');
    expect(screen.queryByTestId('definition-row-1')).toBeNull();
    expect(server.reads.at(-1)?.searchParams.get('allVersions')).toBe('false');

    fireEvent.click(screen.getByTestId('definition-all'));
    expect(await screen.findByTestId('definition-row-1')).toBeTruthy();
    expect(server.reads.at(-1)?.searchParams.get('allVersions')).toBe('true');
  });

  it('suspends an active and activates a suspended definition after asking', async () => {
    server.answer('POST /flowable/definition/suspendOrActivateProcessDefinitionById', ok);
    renderPage(<DefinitionListPage />, ROUTE);
    fireEvent.click(within(await screen.findByTestId('definition-row-2')).getByTestId('definition-row-suspend'));
    await feedback.settled();
    expect(feedback.told).toContain('是否确认挂起流程"审批"（版本 2）？');
    fireEvent.click(within(screen.getByTestId('definition-row-5')).getByTestId('definition-row-activate'));
    await feedback.settled();
    const calls = server.called('POST', '/flowable/definition/suspendOrActivateProcessDefinitionById');
    expect(calls.map((c) => Object.fromEntries(c.query))).toEqual([
      { id: '2', suspensionState: '2' },
      { id: '5', suspensionState: '1' },
    ]);
    expect(feedback.told).toContain('已挂起');
    expect(feedback.told).toContain('已激活');
  });

  it('deletes a version after asking; the server’s refusal is shown', async () => {
    server.answer('POST /flowable/definition/delete/', () => ({ code: 500, msg: '流程定义有运行中的实例，不能删除' }));
    renderPage(<DefinitionListPage />, ROUTE);
    fireEvent.click(within(await screen.findByTestId('definition-row-2')).getByTestId('definition-row-delete'));
    await feedback.settled();
    expect(feedback.told).toContain('是否确认删除流程"审批"的版本 2？');
    expect(server.called('POST', '/flowable/definition/delete/').map((c) => c.query.get('id'))).toEqual(['2']);
    expect(feedback.told).toContain('流程定义有运行中的实例，不能删除');
    expect(feedback.told).not.toContain('删除成功');
  });

  it('shows the deployed XML read-only and its diagram', async () => {
    renderPage(<DefinitionListPage />, ROUTE);
    fireEvent.click(within(await screen.findByTestId('definition-row-2')).getByTestId('definition-row-xml'));
    const pre = await screen.findByTestId('definition-xml');
    expect(pre.textContent).toBe(XML);
    expect(screen.getByText('流程XML：审批 v2')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('definition-row-2')).getByTestId('definition-row-diagram'));
    expect(await screen.findByText('流程图：审批 v2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bpmn-viewer').dataset.state).toBe('shown'));
    expect(viewerCalls.imported).toEqual([XML]);
  });

  it('shows only the actions the user holds', async () => {
    useSession.setState({ roles: ['common'], permissions: [D.list, D.query] });
    renderPage(<DefinitionListPage />, ROUTE);
    const row = await screen.findByTestId('definition-row-2');
    expect(within(row).getByTestId('definition-row-diagram')).toBeTruthy();
    expect(within(row).getByTestId('definition-row-xml')).toBeTruthy();
    expect(within(row).queryByTestId('definition-row-suspend')).toBeNull();
    expect(within(row).queryByTestId('definition-row-delete')).toBeNull();
  });
});
