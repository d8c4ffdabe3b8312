import { authApi } from './auth.api.ts';
import { configsApi } from './configs.api.ts';
import { deptsApi } from './depts.api.ts';
import { dictsApi } from './dicts.api.ts';
import { filesApi } from './files.api.ts';
import { formsApi } from './forms.api.ts';
import { logininforApi } from './logininfor.api.ts';
import { menusApi } from './menus.api.ts';
import { messagesApi } from './messages.api.ts';
import { noticesApi } from './notices.api.ts';
import { onlineApi } from './online.api.ts';
import { operlogApi } from './operlog.api.ts';
import { postsApi } from './posts.api.ts';
import { problemsApi, qualityProblemsApi } from './problems.api.ts';
import { projectRolesApi } from './project-roles.api.ts';
import { projectsApi } from './projects.api.ts';
import { qualityApi } from './quality.api.ts';
import { rolesApi } from './roles.api.ts';
import { safetyFilesApi } from './safety-files.api.ts';
import { tasksApi } from './tasks.api.ts';
import { usersApi } from './users.api.ts';
import { workOrdersApi } from './work-orders.api.ts';
import { workflowApi } from './workflow.api.ts';

export {
  authApi,
  configsApi,
  deptsApi,
  dictsApi,
  filesApi,
  formsApi,
  logininforApi,
  menusApi,
  messagesApi,
  noticesApi,
  onlineApi,
  operlogApi,
  postsApi,
  problemsApi,
  projectRolesApi,
  projectsApi,
  qualityApi,
  qualityProblemsApi,
  rolesApi,
  safetyFilesApi,
  tasksApi,
  usersApi,
  workflowApi,
  workOrdersApi,
};

/**
 * The endpoint table: every module's endpoints (`<module>.api.ts`) under its name. `api-index.ts`
 * is generated from it (`npm run gen -w packages/contract`): the zod-free index clients call by.
 * A module's endpoints: import them here, export them, and list them in TABLE.
 */
export const TABLE = {
  auth: authApi,
  configs: configsApi,
  depts: deptsApi,
  dicts: dictsApi,
  files: filesApi,
  forms: formsApi,
  logininfor: logininforApi,
  menus: menusApi,
  messages: messagesApi,
  notices: noticesApi,
  online: onlineApi,
  operlog: operlogApi,
  posts: postsApi,
  problems: problemsApi,
  projectRoles: projectRolesApi,
  projects: projectsApi,
  quality: qualityApi,
  qualityProblems: qualityProblemsApi,
  roles: rolesApi,
  safetyFiles: safetyFilesApi,
  tasks: tasksApi,
  users: usersApi,
  workOrders: workOrdersApi,
  workflow: workflowApi,
} as const;

export type Table = typeof TABLE;
