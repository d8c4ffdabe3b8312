import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chineseEachTest } from '@/shared/testing/record-feedback.ts';
import { fakeFeedback } from '@/shared/ui/__tests__/test-kit.tsx';
import ArchitecturePage from '../pages/architecture-page.tsx';
import ProjectRolePage from '../pages/project-role-page.tsx';
import ProjectUserPage from '../pages/project-user-page.tsx';
import { inProject, memberServer, noProject, openPage } from './member-fakes.tsx';

chineseEachTest();

describe('member screens without a current project', () => {
  it.each([
    ['项目角色', <ProjectRolePage key="role" />, 'member-role-page'],
    ['项目成员', <ProjectUserPage key="user" />, 'member-user-page'],
    ['组织架构', <ArchitecturePage key="org" />, 'member-architecture-page'],
  ])('%s asks for a project and leads to the work desk', async (_, element, testId) => {
    fakeFeedback();
    const { reads } = memberServer({});
    noProject();
    openPage(element);
    const frame = screen.getByTestId(testId);
    expect(within(frame).getByTestId('member-no-project').textContent).toContain('请先在工作台选择当前项目');
    expect(reads.filter((url) => url.pathname.includes('/business/'))).toEqual([]);
    await userEvent.click(within(frame).getByTestId('member-to-workdesk'));
    expect(await screen.findByText('work desk')).toBeTruthy();
  });
});

describe('组织架构', () => {
  it('draws the project, its admins and one column per unit', async () => {
    fakeFeedback();
    const org = {
      projectId: 7,
      projectName: '滨江综合体',
      admins: [{ userId: 2, nickName: '李经理' }],
      units: [
        {
          userType: '0',
          unitName: '中建三局',
          members: [
            { userId: 2, userName: 'li', nickName: '李经理', roleName: '项目经理', isAdmin: '1', phonenumber: '' },
            { userId: 3, userName: 'wang', nickName: '王工', roleName: null, isAdmin: '0', phonenumber: '' },
          ],
        },
        {
          userType: '1',
          unitName: null,
          members: [
            { userId: 4, userName: 'zhao', nickName: '赵总', roleName: '业主代表', isAdmin: '0', phonenumber: '' },
          ],
        },
      ],
    };
    const { reads } = memberServer({
      'GET /business/project/getProjectOrganization/7': () => ({ code: 200, msg: 'ok', data: org }),
    });
    inProject(['business:project:organization']);
    openPage(<ArchitecturePage />);
    const chart = await screen.findByTestId('org-chart');
    expect(reads.some((url) => url.pathname.endsWith('/getProjectOrganization/7'))).toBe(true);
    expect(within(chart).getByTestId('org-admin-2').textContent).toBe('李经理');
    await waitFor(() => expect(within(chart).getByTestId('org-unit-0').textContent).toContain('施工单位 · 中建三局'));
    expect(within(chart).getByTestId('org-unit-0').textContent).toContain('2 人');
    expect(within(chart).getByTestId('org-member-3').textContent).toContain('未分配角色');
    expect(within(chart).getByTestId('org-unit-1').textContent).toContain('建设单位 · 未填写单位名称');
    expect(within(chart).getByTestId('org-member-4').textContent).toContain('业主代表');
  });
});
