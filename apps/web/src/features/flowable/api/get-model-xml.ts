import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The model's BPMN XML. */
export const getModelXml = async (modelId: number) => (await call(API.workflow.modelXml, { params: { modelId } })).data;
