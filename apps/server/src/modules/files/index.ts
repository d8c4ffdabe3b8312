import { defineModule } from '../../core/module.ts';
import { filesRoutes } from './files.routes.ts';
import { FilesService } from './files.service.ts';

export type { FilesService } from './files.service.ts';

/** The one upload path: checks (count, size, extension, real type) in front of the kernel's storage. */
export const filesModule = defineModule({
  name: 'files',
  services: ({ storage, config }) => ({ files: new FilesService(storage, config.uploadMaxMb) }),
  routes: filesRoutes,
});
