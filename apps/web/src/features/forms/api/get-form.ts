import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';

/** The form with its schema. */
export const getForm = async (formId: number) => (await call(API.forms.get, { params: { formId } })).data;
