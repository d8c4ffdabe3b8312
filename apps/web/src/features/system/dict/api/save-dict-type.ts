import type { DictTypeBody, DictTypeUpdateBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { useInvalidatingMutation } from '@/shared/api/query-hooks.ts';
import { dictTypeKeys } from './get-dict-types.ts';

/** A new dictionary type, or the type of `dictId`. */
export const saveDictType = (body: DictTypeBody | DictTypeUpdateBody) =>
  'dictId' in body && body.dictId ? call(API.dicts.editType, { body }) : call(API.dicts.addType, { body });

export const useSaveDictType = () => useInvalidatingMutation(saveDictType, dictTypeKeys.all, ['dict']);
