import { http } from '@/shared/api/request.ts';

/** GET /flowable/definition/processFile/xml/{id}: the deployed XML (a file, not an envelope). */
export const getDefinitionXml = (definitionId: number) =>
  http.get<string>(`/flowable/definition/processFile/xml/${definitionId}`);
