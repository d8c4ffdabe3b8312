import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
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
const BANDS: Record<string, unknown[]> = {
  '1': [],
  '2': [{ bandId: 8, projectId: 2, bandName: '主楼' }],
  '4': [],
};

function start() {
  const server = fakeServer({
    'GET /business/project/userProjectTreelist': () => ({ code: 200, msg: 'ok', data: TREE }),
    'GET /business/project/bands/1': () => ({ code: 200, msg: 'ok', data: BANDS['1'] }),
    'GET /business/project/bands/2': () => ({ code: 200, msg: 'ok', data: BANDS['2'] }),
    'GET /business/project/bands/4': () => ({ code: 200, msg: 'ok', data: BANDS['4'] }),
  });
  renderWithProviders(<ProjectSelector />);
  return server;
}

/** The tree's popover is on screen: present, neither hidden nor leaving (jsdom never ends a motion). */
const treeShown = () => {
  const popover = screen.queryByTestId('project-tree')?.closest('.ant-popover');
  return Boolean(popover && !/(^|\s)ant-popover-hidden|-leave(\s|$)/.test(popover.className));
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    projectPermissions: { '1': ['admin'], '2': ['business:projectRole:query'], '4': ['admin'] },
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

  it('selects a project that has sub-projects', async () => {
    start();
    await openTree();
    await userEvent.click(await screen.findByTestId('project-tree-node-1'));
    await waitFor(() => expect(useCurrentProject.getState().projectId).toBe('1'));
    expect(useSession.getState().permissionProjectId).toBe('1');
    expect(screen.getByTestId('current-project-name').textContent).toBe('城东片区');
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

  it('opens on click: a click after the hover opened the tree keeps it open', async () => {
    start();
    const anchor = screen.getByTestId('project-selector');
    await openTree();
    await waitFor(() => expect(treeShown()).toBe(true));
    // Hover opened it; the click that follows (the user meant to open it) must not close it.
    await pause(300);
    await userEvent.click(anchor);
    await pause(300);
    expect(treeShown()).toBe(true);
    expect(anchor.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens on a tap and stays open after the finger lifts, until a tap outside', async () => {
    start();
    const user = userEvent.setup();
    const anchor = screen.getByTestId('project-selector');
    // A finger held a moment (the touch counts as hover and opens the tree), then lifted: the tap's click.
    await user.pointer({ keys: '[TouchA>]', target: anchor });
    await screen.findByTestId('project-tree');
    await pause(300);
    await user.pointer({ keys: '[/TouchA]', target: anchor });
    await pause(300);
    expect(treeShown()).toBe(true);
    await user.pointer({ keys: '[TouchA]', target: document.body });
    await waitFor(() => expect(treeShown()).toBe(false));
  });

  it('opens from the keyboard', async () => {
    start();
    const anchor = screen.getByTestId('project-selector');
    anchor.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByTestId('project-tree');
    expect(treeShown()).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(treeShown()).toBe(false));
  });
});
