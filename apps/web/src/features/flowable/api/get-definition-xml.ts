import { API } from '@zj/contract/api';
import { callText } from '@/shared/api/call.ts';

/** The deployed XML of a definition (a file, not an envelope), as text. */
export const getDefinitionXml = (definitionId: number) =>
  callText(API.workflow.definitionXml, { params: { definitionId } });
