import { PERMS } from '@zj/contract';
import { defineModule } from '../../core/module.ts';
import { messagesModule } from '../messages/index.ts';
import { MENUS } from './safety-files.menus.ts';
import { projectOfFile, projectOfReport, SafetyFilesRepository } from './safety-files.repository.ts';
import { safetyFilesRoutes } from './safety-files.routes.ts';
import { SafetyFilesService } from './safety-files.service.ts';
import * as tables from './safety-files.tables.ts';

/**
 * /business/safetyFile (spec 02 §7 "Files and reports"): quality files in folders, safety files
 * (documents of the one upload path) and safety reports (安全专项检查通报, told to the project's
 * members by message). Its pages (menu plan 239 质量文件, 240 安全文件, 226 安全报告) come with
 * their screens; until then project admins and system admins hold its permissions.
 */
export const safetyFilesModule = defineModule({
  name: 'safety-files',
  tables,
  menus: MENUS,
  permissions: [
    ...Object.values(PERMS.business.qualityFile),
    ...Object.values(PERMS.business.safetyFile),
    ...Object.values(PERMS.business.safetyReport),
  ],
  services: (kernel) => ({
    safetyFiles: new SafetyFilesService(
      new SafetyFilesRepository(kernel.db),
      kernel.projects,
      kernel.uploads,
      kernel.use(messagesModule).messages,
    ),
  }),
  routes: safetyFilesRoutes,
  projectLookups: { projectFile: projectOfFile, safetyReport: projectOfReport },
});
