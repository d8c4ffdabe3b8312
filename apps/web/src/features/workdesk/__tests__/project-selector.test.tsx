import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { isSelectableNode } from '@/shared/project/project-tree.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { ProjectSelector } from '../components/project-selector.tsx';

const TREE = [
  {
    projectId: 1,
    parentId: 0,
    projectName: '城东片区',
    extend1: '城东片区',
    children: [{ projectId: 2, parentId: 1, projectName: '滨江综合体', extend1: '滨江综合体' }],
  },
  { projectId: 4, parentId: 0, projectName: '独立项目', extend1: '独立项目' },
];
const BANDS: Record<string, unknown[]> = { '2': [{ bandId: 8, projectId: 2, bandName: '主楼' }], '4': [] };

function start() {
  const server = fakeServer({
    'GET /business/project/userProjectTreelist': () => ({ code: 200, msg: 'ok', data: TREE }),
    'GET /business/project/bands/2': () => ({ code: 200, msg: 'ok', data: BANDS['2'] }),
    'GET /business/project/bands/4': () => ({ code: 200, msg: 'ok', data: BANDS['4'] }),
  });
  renderWithProviders(<ProjectSelector />);
  return server;
}

const openTree = async () => {
  await userEvent.hover(screen.getByTestId('project-selector'));
  return screen.findByTestId('project-tree');
};

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
  useCurrentProject.getState().clear();
  useSession.setState({
    user: { userId: 5, userName: 'zhang', nickName: '张三' } as SessionUser,
    roles: ['common'],
    permissions: [],
    permissionProjectId: null,
    projectPermissions: { '2': ['business:projectRole:query'], '4': ['admin'] },
  });
});

describe('isSelectableNode', () => {
  it('selects below a root, and a root only without children', () => {
    expect(isSelectableNode({ parentId: 1 })).toBe(true);
    expect(
      isSelectableNode({ parentId: 1, children: [{ projectId: 3, parentId: 2, projectName: 'x', extend1: 'x' }] }),
    ).toBe(true);
    expect(isSelectableNode({ parentId: 0, children: [] })).toBe(true);
    expect(isSelectableNode({ parentId: 0 })).toBe(true);
    expect(
      isSelectableNode({ parentId: 0, children: [{ projectId: 3, parentId: 0, projectName: 'x', extend1: 'x' }] }),
    ).toBe(false);
  });
});

describe('ProjectSelector', () => {
  it('shows no project, then selects a sub-project with bands and reloads the tree', async () => {
    const server = start();
    expect(screen.getByTestId('current-project-name').textContent).toBe('未选择项目');
    await openTree();
    // Not user 1: the tree is asked for the caller's projects.
    const [treeCall] = server.called('GET', '/business/project/userProjectTreelist');
    expect(treeCall?.query.get('userId')).toBe('5');
    expect(treeCall?.query.get('queryFlag')).toBe('a');

    await userEvent.click(await screen.findByTestId('project-tree-node-2'));
    await waitFor(() => expect(screen.getByTestId('current-project-name').textContent).toBe('滨江综合体'));
    expect(useCurrentProject.getState().projectId).toBe('2');
    expect(localStorage.getItem('projectId')).toBe('2');
    expect(localStorage.getItem('projectName')).toBe('滨江综合体');
    expect(sessionStorage.getItem('toProblemtracking')).toBe('1');
    const session = useSession.getState();
    expect(session.permissionProjectId).toBe('2');
    expect(localStorage.getItem('permissionProjectId')).toBe('2');
    expect(session.projectPermissions['2']).toEqual(['business:projectRole:query']);
    await waitFor(() => expect(server.called('GET', '/business/project/userProjectTreelist')).toHaveLength(2));
  });

  it('does not select a root that has sub-projects', async () => {
    const server = start();
    await openTree();
    await userEvent.click(await screen.findByTestId('project-tree-node-1'));
    expect(server.calls.some((call) => call.path.startsWith('/business/project/bands/'))).toBe(false);
    expect(useCurrentProject.getState().projectId).toBeNull();
    expect(useSession.getState().permissionProjectId).toBeNull();
    expect(screen.getByTestId('current-project-name').textContent).toBe('未选择项目');
  });

  it('selects a root without sub-projects; no bands means no problem tracking', async () => {
    start();
    await openTree();
    await userEvent.click(await screen.findByTestId('project-tree-node-4'));
    await waitFor(() => expect(useCurrentProject.getState().projectId).toBe('4'));
    expect(sessionStorage.getItem('toProblemtracking')).toBe('0');
    expect(useSession.getState().permissionProjectId).toBe('4');
    expect(screen.getByTestId('current-project-name').textContent).toBe('独立项目');
  });
});
