import type { DictDataBody, DictDataUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { dictDataKeys } from './get-dict-data-list.ts';

/** A new dictionary entry, or the entry of `dictCode`. */
export const saveDictData = (body: DictDataBody | DictDataUpdateBody) =>
  'dictCode' in body && body.dictCode ? call(API.dicts.editData, { body }) : call(API.dicts.addData, { body });

export const useSaveDictData = () =>
  useInvalidatingMutation(saveDictData, dictDataKeys.all, (body) => ['dict', body.dictType]);
