import type { AnyModule } from '../core/module.ts';
import { authModule } from './auth/index.ts';
import { configsModule } from './configs/index.ts';
import { constructionLogsModule } from './construction-logs/index.ts';
import { deptsModule } from './depts/index.ts';
import { dictsModule } from './dicts/index.ts';
import { filesModule } from './files/index.ts';
import { formsModule } from './forms/index.ts';
import { logininforModule } from './logininfor/index.ts';
import { measurePlansModule } from './measure-plans/index.ts';
import { menusModule } from './menus/index.ts';
import { messagesModule } from './messages/index.ts';
import { modelsModule } from './models/index.ts';
import { noticesModule } from './notices/index.ts';
import { onlineModule } from './online/index.ts';
import { operlogModule } from './operlog/index.ts';
import { plansModule } from './plans/index.ts';
import { postsModule } from './posts/index.ts';
import { problemsModule } from './problems/index.ts';
import { productionModule } from './production/index.ts';
import { projectRolesModule } from './project-roles/index.ts';
import { projectsModule } from './projects/index.ts';
import { qualityModule } from './quality/index.ts';
import { rolesModule } from './roles/index.ts';
import { safetyFilesModule } from './safety-files/index.ts';
import { usersModule } from './users/index.ts';
import { workOrdersModule } from './work-orders/index.ts';
import { workflowModule } from './workflow/index.ts';

/**
 * The modules of the platform, in the order their services are built (a module may use the
 * services of those above it). Adding a module is one line here.
 */
export const MODULES: readonly AnyModule[] = [
  configsModule,
  filesModule,
  postsModule,
  dictsModule,
  noticesModule,
  deptsModule,
  menusModule,
  logininforModule,
  usersModule,
  rolesModule,
  authModule,
  operlogModule,
  onlineModule,
  messagesModule,
  projectsModule,
  projectRolesModule,
  workflowModule,
  formsModule,
  workOrdersModule,
  problemsModule,
  qualityModule,
  safetyFilesModule,
  modelsModule,
  plansModule,
  constructionLogsModule,
  measurePlansModule,
  productionModule,
];
