import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@zj/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/index.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok, projectRow, table } from '@/shared/testing/fake-server.ts';
import { fakeFeedback, renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';
import ProjectPlacePage from '../pages/project-place-page.tsx';

const ARCHIVED = [
  projectRow(7, '滨江综合体', { isPlace: '1', placeTime: '2024-06-01 12:00:00' }),
  projectRow(9, '城西学校', { isPlace: '1' }),
];

let told: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  setLang('zh');
  told = fakeFeedback();
  useSession.setState({
    user: { userId: 5, userName: 'zhang', nickName: '张三' } as SessionUser,
    roles: ['common'],
    permissions: ['business:project:place'],
    projectPermissions: { '7': ['admin'], '9': ['business:project:query'] },
  });
});

describe('archived projects', { timeout: 60_000 }, () => {
  it('lists the archived projects with the search and restores one after confirmation', async () => {
    const server = fakeServer({
      'GET /business/project/selectVwProjectListIsPlace': () => table(ARCHIVED, 2),
      'PUT /business/project/place': ok,
    });
    renderWithProviders(<ProjectPlacePage />);
    expect(await screen.findByTestId('place-table-row-7')).toBeTruthy();
    expect(screen.getByText('2024-06-01 12:00:00')).toBeTruthy();
    // Restoring needs the place permission in that project.
    expect(screen.queryByTestId('place-restore-9')).toBeNull();

    await userEvent.type(screen.getByPlaceholderText('请输入项目名称'), '滨江');
    await userEvent.click(screen.getByTestId('place-search-submit'));
    await waitFor(() =>
      expect(
        server.called('GET', '/business/project/selectVwProjectListIsPlace').at(-1)?.query.get('projectName'),
      ).toBe('滨江'),
    );

    // The search reloads the table: wait until its loading overlay (no pointer events) is gone.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());
    await userEvent.click(screen.getByTestId('place-restore-7'));
    await waitFor(() => expect(server.called('PUT', '/business/project/place')).toHaveLength(1));
    expect(server.called('PUT', '/business/project/place')[0]?.body).toEqual({ projectId: 7, isPlace: '0' });
    await waitFor(() => expect(told.success).toHaveBeenCalledWith('已取消归档'));
  });
});
