import { defineModule } from '../../core/module.ts';
import { MENUS } from './files.menus.ts';
import { filesRoutes } from './files.routes.ts';
import { FilesService } from './files.service.ts';

export type { FilesService } from './files.service.ts';

/**
 * The one upload path: who may upload, checks (count, size, extension, real type) and the quota in
 * front of the kernel's storage; its button row carries the upload permission.
 */
export const filesModule = defineModule({
  name: 'files',
  services: ({ storage, uploads, projects, config }) => ({
    files: new FilesService(storage, uploads, projects, config.uploadMaxMb),
  }),
  menus: MENUS,
  routes: filesRoutes,
});
