import { defineModule } from '../../core/module.ts';
import { workflowModule } from '../workflow/index.ts';
import { MENUS } from './forms.menus.ts';
import { FormsRepository } from './forms.repository.ts';
import { formsRoutes } from './forms.routes.ts';
import { seedForms } from './forms.seed.ts';
import { FormsService } from './forms.service.ts';
import * as tables from './forms.tables.ts';

export { FORM_LIST_MAX, FORM_TEXT_MAX, type FormValues } from './form-values.ts';
export type { FormsService } from './forms.service.ts';

/**
 * 动态表单 (spec 02 §7 "Form API"): form-js schemas with their process key. Other modules check
 * submitted values with `kernel.use(formsModule).forms.validateSubmission(formKeyOrId, values)`.
 */
export const formsModule = defineModule({
  name: 'forms',
  tables,
  menus: MENUS,
  services: (kernel) => ({
    forms: new FormsService(new FormsRepository(kernel.db), kernel.use(workflowModule).workflow),
  }),
  routes: formsRoutes,
  seed: seedForms,
});
