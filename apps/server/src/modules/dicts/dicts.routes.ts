import { dictsApi as api } from '@zj/contract';
import { principalOf } from '../../core/access/guard-plugin.ts';
import { serve } from '../../core/http/serve.ts';
import type { AppInstance } from '../../core/http/types.ts';
import { sendXlsx } from '../../core/http/xlsx.ts';
import { DICT_DATA_SHEET, DICT_TYPE_SHEET, dictDataColumns, dictTypeColumns } from './dict-sheet.ts';
import type { DictsService } from './dicts.service.ts';

export async function dictsRoutes(app: AppInstance, { dicts }: { dicts: DictsService }) {
  // Types
  serve(app, api.listTypes, async (request) => dicts.listTypes(request.query));
  serve(app, api.typeOptions, async () => dicts.typeOptions());
  // Nothing is cached (every replica reads the table); kept for RuoYi clients.
  serve(app, api.refreshCache, async () => undefined);
  serve(app, api.getType, async (request) => dicts.getType(request.params.dictId));
  serve(app, api.addType, async (request) => void (await dicts.addType(request.body, principalOf(request).userName)));
  serve(app, api.editType, async (request) => void (await dicts.editType(request.body, principalOf(request).userName)));
  serve(app, api.removeTypes, async (request) => void (await dicts.removeTypes(request.params.dictIds)));
  serve(app, api.exportTypes, async (request, reply) =>
    sendXlsx(reply, DICT_TYPE_SHEET, dictTypeColumns, await dicts.exportTypes(request.body ?? {})),
  );

  // Data
  serve(app, api.listData, async (request) => dicts.listData(request.query));
  serve(app, api.dataOfType, async (request) => dicts.dataOfType(request.params.dictType));
  serve(app, api.getData, async (request) => dicts.getData(request.params.dictCode));
  serve(app, api.addData, async (request) => void (await dicts.addData(request.body, principalOf(request).userName)));
  serve(app, api.editData, async (request) => void (await dicts.editData(request.body, principalOf(request).userName)));
  serve(app, api.removeData, async (request) => void (await dicts.removeData(request.params.dictCodes)));
  serve(app, api.exportData, async (request, reply) =>
    sendXlsx(reply, DICT_DATA_SHEET, dictDataColumns, await dicts.exportData(request.body ?? {})),
  );
}
