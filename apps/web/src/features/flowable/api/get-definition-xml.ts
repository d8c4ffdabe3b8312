import { API, pathOf } from '@zj/contract/api';
import { http } from '@/shared/api/request.ts';

/** The deployed XML of a definition (a file, not an envelope), as text. */
export const getDefinitionXml = (definitionId: number) =>
  http.get<string>(pathOf(API.workflow.definitionXml, { definitionId }));
