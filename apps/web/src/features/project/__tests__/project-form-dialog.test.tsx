import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, projectRow } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import { ProjectFormDialog } from '../components/project-form-dialog.tsx';

const TREE = [{ projectId: 3, parentId: 0, projectName: '城东片区', extend1: '城东片区' }];

function start(projectId: number | null) {
  const server = fakeServer({
    'GET /business/project/treelist': () => ({ code: 200, msg: 'ok', data: TREE }),
    'GET /business/project/7': () => ({
      code: 200,
      msg: 'ok',
      data: projectRow(7, '滨江综合体', { parentId: 3, startDate: '2024-03-01', longitude: 120.2, orderNum: 4 }),
    }),
    'POST /business/project/create': () => ({ code: 200, msg: 'ok', data: projectRow(11, '新项目') }),
    'PUT /business/project/update': () => ({ code: 200, msg: 'ok', data: projectRow(7, '滨江综合体二期') }),
    'GET /business/projectRole/getUserProjectPermission/1': () => ({ code: 200, msg: 'ok', data: { '11': ['admin'] } }),
  });
  const onClose = vi.fn();
  renderWithProviders(<ProjectFormDialog projectId={projectId} onClose={onClose} />);
  return { ...server, onClose };
}

const typeInto = async (testId: string, text: string) => {
  const field = screen.getByTestId(testId);
  const input =
    field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : field.querySelector('input');
  if (!input) throw new Error(`no input in ${testId}`);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return input;
};

beforeEach(() => {
  setLang('zh');
  fakeFeedback();
  useSession.setState({
    user: { userId: 1, userName: 'admin', nickName: '管理员' } as SessionUser,
    roles: ['admin'],
    permissions: ['*:*:*'],
    projectPermissions: {},
  });
});

describe('project form dialog', { timeout: 60_000 }, () => {
  it('refuses an empty name and sends nothing', async () => {
    const server = start(null);
    await userEvent.click(await screen.findByTestId('project-form-submit'));
    expect(await screen.findByText('项目名称不能为空')).toBeTruthy();
    expect(server.called('POST', '/business/project/create')).toHaveLength(0);
  });

  it('creates with days, numbers and empty fields as null, then reloads the project permissions', async () => {
    const server = start(null);
    await typeInto('project-form-name', ' 新项目 ');
    await typeInto('project-form-longitude', '120.5');
    const startDate = await typeInto('project-form-startDate', '2024-03-01');
    await userEvent.type(startDate, '{Enter}');
    await userEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(server.called('POST', '/business/project/create')).toHaveLength(1));
    expect(server.called('POST', '/business/project/create')[0]?.body).toEqual({
      parentId: 0,
      projectName: '新项目',
      projectCode: null,
      projectType: null,
      status: '1',
      address: null,
      longitude: 120.5,
      latitude: null,
      ownerUnit: null,
      contractorUnit: null,
      supervisorUnit: null,
      designUnit: null,
      startDate: '2024-03-01',
      plannedEndDate: null,
      cover: null,
      description: null,
      orderNum: 0,
    });
    // The creator is the new project's admin: the session learns it.
    await waitFor(() => expect(useSession.getState().projectPermissions).toEqual({ '11': ['admin'] }));
    // User 1 loads the whole tree without a user filter; the new project makes it reload.
    const trees = server.called('GET', '/business/project/treelist');
    expect(trees[0]?.query.toString()).toBe('');
    await waitFor(() => expect(server.called('GET', '/business/project/treelist')).toHaveLength(2));
  });

  it('edits: loads the project and sends the update with its id', async () => {
    const server = start(7);
    await waitFor(() => expect((screen.getByTestId('project-form-name') as HTMLInputElement).value).toBe('滨江综合体'));
    await typeInto('project-form-name', '滨江综合体二期');
    await userEvent.click(screen.getByTestId('project-form-submit'));
    await waitFor(() => expect(server.called('PUT', '/business/project/update')).toHaveLength(1));
    expect(server.called('PUT', '/business/project/update')[0]?.body).toMatchObject({
      projectId: 7,
      parentId: 3,
      projectName: '滨江综合体二期',
      startDate: '2024-03-01',
      longitude: 120.2,
      orderNum: 4,
    });
    expect(server.called('GET', '/business/projectRole/getUserProjectPermission/1')).toHaveLength(0);
  });
});
