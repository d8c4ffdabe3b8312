import { formsApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { FormsService } from './forms.service.ts';

/** 动态表单 (spec 02 §7 "Form API"): /system/form. */
export async function formsRoutes(app: AppInstance, { forms }: { forms: FormsService }) {
  serve(app, api.list, async (request) => forms.list(request.query));
  serve(app, api.listX, async () => forms.listX());
  serve(app, api.get, async (request) => forms.get(request.params.formId));
  serve(app, api.add, async (request) => void (await forms.add(request.body, principalOf(request).userName)));
  serve(app, api.edit, async (request) => void (await forms.edit(request.body, principalOf(request).userName)));
  serve(app, api.remove, async (request) => void (await forms.remove(request.params.formIds)));
}
