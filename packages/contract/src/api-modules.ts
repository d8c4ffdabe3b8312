/**
 * The modules of the endpoint table, one line a module: `export { <name>Api } from './<module>.api.ts';`
 * (alphabetical). The table (api-table.ts) takes each under its name without `Api`: `postsApi` is
 * `API.posts`. Then `npm run gen -w packages/contract` writes the index and docs/api.md.
 */
export { authApi } from './auth.api.ts';
export { bcfApi } from './bcf.api.ts';
export { configsApi } from './configs.api.ts';
export { constructionLogsApi } from './construction-logs.api.ts';
export { deptsApi } from './depts.api.ts';
export { dictsApi } from './dicts.api.ts';
export { filesApi } from './files.api.ts';
export { formsApi } from './forms.api.ts';
export { logininforApi } from './logininfor.api.ts';
export { measurePlansApi } from './measure-plans.api.ts';
export { menusApi } from './menus.api.ts';
export { messagesApi } from './messages.api.ts';
export { modelsApi } from './models.api.ts';
export { noticesApi } from './notices.api.ts';
export { onlineApi } from './online.api.ts';
export { operlogApi } from './operlog.api.ts';
export { planRecordsApi, plansApi } from './plans.api.ts';
export { postsApi } from './posts.api.ts';
export { problemsApi, qualityProblemsApi } from './problems.api.ts';
export { productionApi, scheduleCompareApi } from './production.api.ts';
export { projectRolesApi } from './project-roles.api.ts';
export { projectsApi } from './projects.api.ts';
export { qualityApi } from './quality.api.ts';
export { rolesApi } from './roles.api.ts';
export { safetyFilesApi } from './safety-files.api.ts';
export { tasksApi } from './tasks.api.ts';
export { usersApi } from './users.api.ts';
export { workOrdersApi } from './work-orders.api.ts';
export { workflowApi } from './workflow.api.ts';
