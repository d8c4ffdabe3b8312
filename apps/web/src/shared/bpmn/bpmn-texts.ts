import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the BPMN diagram viewer. */
export const BPMN_TEXTS = {
  'bpmn.loading': { zh: '正在加载流程图…', en: 'Loading the diagram…' },
  'bpmn.noDiagram': {
    zh: '该模型没有流程图信息（BPMN DI），无法显示',
    en: 'This model has no diagram information (BPMN DI) to show',
  },
  'bpmn.failed': { zh: '流程图无法显示：{{detail}}', en: 'The diagram cannot be shown: {{detail}}' },
  'bpmn.fit': { zh: '适应画布', en: 'Fit' },
  'bpmn.zoomIn': { zh: '放大', en: 'Zoom in' },
  'bpmn.zoomOut': { zh: '缩小', en: 'Zoom out' },
} as const;

addTexts(BPMN_TEXTS);
