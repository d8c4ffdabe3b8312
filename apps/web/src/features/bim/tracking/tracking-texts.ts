import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of 问题追踪's model side (issue 24). */
export const MODEL_TRACKING_TEXTS = {
  'modelTracking.bands': { zh: '模型分段', en: 'Model bands' },
  'modelTracking.bandsPlaceholder': { zh: '选择要显示的分段', en: 'Choose the bands to show' },
  'modelTracking.noModel': {
    zh: '当前项目还没有已转换的模型，请先在模型列表上传',
    en: 'This project has no converted model yet: upload one in the model list',
  },
  'modelTracking.create': { zh: '由选中构件新增问题', en: 'Add a problem on the selection' },
  'modelTracking.selectFirst': { zh: '请先在模型中选择构件', en: 'Select a component in the model first' },
  'modelTracking.viewpointSaved': { zh: '已保存问题视点', en: 'The problem\u2019s viewpoint is saved' },
  'modelTracking.viewpointFailed': {
    zh: '问题已新增，但视点保存失败：{{reason}}',
    en: 'The problem was added but its viewpoint was not saved: {{reason}}',
  },
  'modelTracking.noViewpoint': { zh: '该问题没有保存的视点', en: 'This problem has no saved viewpoint' },
  'modelTracking.loadingViewer': { zh: '正在加载三维查看器…', en: 'Loading the 3D viewer…' },
  'modelTracking.bcf.export': { zh: '导出BCF', en: 'Export BCF' },
  'modelTracking.bcf.import': { zh: '导入BCF', en: 'Import BCF' },
  'modelTracking.bcf.imported': {
    zh: '导入完成：新增 {{imported}} 个问题，更新 {{updated}} 个',
    en: 'Imported: {{imported}} new problems, {{updated}} updated',
  },
} as const;

addTexts(MODEL_TRACKING_TEXTS);
