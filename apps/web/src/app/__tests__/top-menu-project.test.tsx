import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouterItem } from '@zj/contract';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useApp } from '@/shared/store/app-store.ts';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer } from '@/shared/testing/fake-server.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { TopMenu } from '../layout/top-menu.tsx';
import { folder, page } from './menu-kit.tsx';

/** A site member's menus: the project group with 最近访问 (the work desk) and 质量检查; 任务. */
const ROUTERS: RouterItem[] = [
  folder(
    '/business',
    '项目',
    [
      page('modelDashboard', 'business/modelDashboard/index', '最近访问'),
      page('quality', 'business/quality/index', '质量检查'),
    ],
    'project',
  ),
  folder('/order', '任务', [page('order/my-todo', 'order/my-todo/index', '待办任务')], 'task'),
];

function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function start(permissions: string[], compact = false) {
  fakeServer({});
  useSession.setState({ roles: ['common'], permissions, sidebarRouters: ROUTERS });
  renderWithProviders(
    <>
      <TopMenu compact={compact} />
      <LocationProbe />
    </>,
    '/index',
  );
}

const where = () => screen.getByTestId('location').textContent;

/** The work desk makes project 5 current (as makeProjectCurrent): the project and its permissions there. */
function choose(projectName: string) {
  useSession.getState().setPermissionProject('5', ['business:project:query']);
  useCurrentProject.getState().select({ projectId: 5, projectName }, false);
}

beforeEach(() => {
  setLang('zh');
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1920 });
  useCurrentProject.getState().clear();
  useSession.getState().setPermissionProject(null);
  useApp.setState({ menuGroup: 'task' });
});

describe('top menu: the project group after a project is selected', () => {
  it('replaces 最近访问 by 项目, which opens the selected project with the project group', async () => {
    start(['business:project:query']);
    expect(screen.getByTestId('top-menu-/business/modelDashboard').textContent).toBe('最近访问');
    expect(screen.queryByTestId('top-menu-project')).toBeNull();

    // A project is chosen on the work desk: the menu follows at once.
    act(() => choose('滨江综合体'));
    const entry = await screen.findByTestId('top-menu-project');
    expect(entry.textContent).toBe('项目');
    expect(entry.getAttribute('title')).toBe('当前项目：滨江综合体');
    expect(screen.queryByTestId('top-menu-/business/modelDashboard')).toBeNull();

    await userEvent.click(entry);
    await waitFor(() => expect(where()).toBe('/projectDashboard/5'));
    expect(useApp.getState().menuGroup).toBe('project');
  });

  it('leads a member who may not open dashboards to the first page of the project group', async () => {
    choose('滨江综合体');
    start([]);
    const entry = await screen.findByTestId('top-menu-project');
    await userEvent.click(entry);
    await waitFor(() => expect(where()).toBe('/business/quality'));
    expect(useApp.getState().menuGroup).toBe('project');
  });

  it("follows the current project's permission: without 项目查询 there, 项目 leads to the group's first page", async () => {
    useSession.getState().setPermissionProject('5', ['business:quality:list']);
    useCurrentProject.getState().select({ projectId: 5, projectName: '滨江综合体' }, false);
    start(['business:project:query']);
    await userEvent.click(await screen.findByTestId('top-menu-project'));
    await waitFor(() => expect(where()).toBe('/business/quality'));
  });

  it('in English', async () => {
    setLang('en');
    choose('Riverside');
    start(['business:project:query']);
    const entry = await screen.findByTestId('top-menu-project');
    expect(entry.textContent).toBe('Project');
    expect(entry.getAttribute('title')).toBe('Current project: Riverside');
  });

  it('on a phone the entries fold into one level (the ···), never into a 更多 inside it', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    choose('滨江综合体');
    start(['business:project:query'], true);
    // A nested fold (··· › 更多菜单 › 项目) cannot be opened by a tap: every entry is a first-level item.
    expect(screen.queryByText('更多菜单')).toBeNull();
    await userEvent.click(await screen.findByTestId('top-menu-project'));
    await waitFor(() => expect(where()).toBe('/projectDashboard/5'));
  });
});
