import { defineModule } from '../../core/module.ts';
import { seedDemoProjects } from './demo-projects.ts';
import { ProjectBands } from './project-bands.ts';
import { createProjectServices } from './project-services.ts';
import { MENUS } from './projects.menus.ts';
import { projectsRoutes } from './projects.routes.ts';
import * as tables from './projects.tables.ts';

/** /business/project: projects, their details, stars, news and views, on the project kernel. */
export const projectsModule = defineModule({
  name: 'projects',
  tables,
  menus: MENUS,
  services: ({ db, projects, uploads }) => ({
    ...createProjectServices(db, projects, uploads),
    /** A project's bands, for the models module (which writes them). */
    bands: new ProjectBands(db),
  }),
  routes: projectsRoutes,
  demo: async (db) => {
    await seedDemoProjects(db);
  },
});

export { type ProjectBand, ProjectBands, projectOfBand } from './project-bands.ts';
