import type { AjaxResult } from '@zj/contract';
import { http } from '@/shared/api/request.ts';

/** GET /flowable/flowable/getXml/{modelId}: the model's BPMN XML. */
export const getModelXml = async (modelId: number) =>
  (await http.get<AjaxResult<string>>(`/flowable/flowable/getXml/${modelId}`)).data;
