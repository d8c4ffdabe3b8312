import { fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { useCurrentProject } from '@/shared/store/project-store.ts';
import { useSession } from '@/shared/store/session-store.ts';
import { fakeServer, ok, table } from '@/shared/testing/fake-server.ts';
import { renderWithProviders } from '@/shared/ui/__tests__/test-kit.tsx';

/** The writes of the member screens the tests make (project 7, role 5, users 11 and 12). */
const MEMBER_WRITES = {
  'POST /business/projectRole': ok,
  'PUT /business/projectRole': ok,
  'DELETE /business/projectRole/5': ok,
  'PUT /business/projectRole/addUserProjectRole': ok,
  'PUT /business/projectRole/editProjectAdmin': ok,
  'PUT /business/projectRole/setProjectUserType': ok,
  'PUT /business/projectRole/setUserProjectRole': ok,
  'DELETE /business/projectRole/delProjectUsers/7/11': ok,
  'DELETE /business/projectRole/delProjectUsers/7/11,12': ok,
};

/** The shared fake server with `routes` and the member writes. */
export const memberServer = (routes: Parameters<typeof fakeServer>[0]) => fakeServer({ ...MEMBER_WRITES, ...routes });

export const page = (rows: unknown[]) => () => table(rows);

export { inProject } from '@/shared/testing/project-session.ts';

export function noProject() {
  useCurrentProject.setState({ projectId: null, projectName: null });
  useSession.setState({ token: 't', roles: ['admin'], permissions: ['*:*:*'] });
}

export const openPage = (page: ReactNode) =>
  renderWithProviders(
    <Routes>
      <Route path="/member" element={page} />
      <Route path="/index" element={<p>work desk</p>} />
    </Routes>,
    '/member',
  );

/** Picks `label` in the antd Select inside the element with `testId`. */
export async function choose(testId: string, label: string) {
  const select = screen.getByTestId(testId);
  fireEvent.mouseDown(within(select.closest('.ant-select') ?? select).getByRole('combobox'));
  const options = await screen.findAllByText(label, { selector: '.ant-select-item-option-content' });
  fireEvent.click(options[options.length - 1] as HTMLElement);
}
