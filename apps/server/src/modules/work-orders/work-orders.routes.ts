import { workOrdersApi as api, msg } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { said, serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import type { WorkOrdersService } from './work-orders.service.ts';

/** 工单 (spec 02 §7 "Work orders"): /system/order. Their tasks are the task centre's (the workflow module's). */
export async function workOrdersRoutes(app: AppInstance, { orders }: { orders: WorkOrdersService }) {
  serve(app, api.list, async (request) => orders.list(principalOf(request), request.query));
  serve(app, api.forms, async () => orders.applyForms());
  serve(app, api.form, async (request) => orders.applyForm(request.params.formId));
  serve(app, api.get, async (request) => orders.detail(principalOf(request), request.params.orderId));
  serve(app, api.add, async (request) =>
    said(msg('common.success', request.lang), await orders.apply(principalOf(request), request.body)),
  );
  serve(app, api.addList, async (request) =>
    said(msg('common.success', request.lang), await orders.applyAll(principalOf(request), request.body)),
  );
  serve(app, api.resubmit, async (request) => void (await orders.resubmit(principalOf(request), request.body)));
  serve(app, api.withdraw, async (request) => void (await orders.withdraw(principalOf(request), request.body)));
}
