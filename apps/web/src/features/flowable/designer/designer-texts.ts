import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the process designer (spec 02 §2 "Process designer screen", §4 "Designer", §8). */
export const DESIGNER_TEXTS = {
  'designer.open': { zh: '打开文件', en: 'Open file' },
  'designer.openWrongType': { zh: '只能打开 .xml 或 .bpmn 文件', en: 'Only .xml or .bpmn files can be opened' },
  'designer.download': { zh: '下载文件', en: 'Download' },
  'designer.downloadXml': { zh: '下载为XML文件', en: 'Download as XML' },
  'designer.downloadSvg': { zh: '下载为SVG文件', en: 'Download as SVG' },
  'designer.downloadBpmn': { zh: '下载为BPMN文件', en: 'Download as BPMN' },
  'designer.preview': { zh: '预览', en: 'Preview' },
  'designer.previewXml': { zh: '预览XML', en: 'Preview XML' },
  'designer.previewJson': { zh: '预览JSON', en: 'Preview JSON' },
  'designer.simulationOn': { zh: '开启模拟', en: 'Start simulation' },
  'designer.simulationOff': { zh: '退出模拟', en: 'Exit simulation' },
  'designer.save': { zh: '保存', en: 'Save' },
  'designer.back': { zh: '返回', en: 'Back' },
  'designer.saveConfirm': { zh: '确定要提交吗？', en: 'Are you sure to submit?' },
  'designer.saved': { zh: '操作成功', en: 'operation successful' },
  'designer.align': { zh: '对齐', en: 'Align' },
  'designer.alignLeft': { zh: '向左对齐', en: 'Align left' },
  'designer.alignRight': { zh: '向右对齐', en: 'Align right' },
  'designer.alignTop': { zh: '向上对齐', en: 'Align top' },
  'designer.alignBottom': { zh: '向下对齐', en: 'Align bottom' },
  'designer.alignHorizontalCentre': { zh: '水平居中', en: 'Align horizontal centre' },
  'designer.alignVerticalCentre': { zh: '垂直居中', en: 'Align vertical centre' },
  'designer.alignNeedsSeveral': {
    zh: '请按住 Ctrl 键选择多个元素对齐',
    en: 'Hold Ctrl to select several elements to align',
  },
  'designer.alignConfirm': {
    zh: '自动对齐可能造成图形变形，是否继续？',
    en: 'Aligning automatically may distort the diagram. Continue?',
  },
  'designer.warning': { zh: '警告', en: 'Warning' },
  'designer.zoomOut': { zh: '缩小视图', en: 'Zoom out' },
  'designer.zoomIn': { zh: '放大视图', en: 'Zoom in' },
  'designer.zoomFit': { zh: '重置视图并居中', en: 'Reset and fit' },
  'designer.zoomOutOfRange': {
    zh: '缩放比例只能在 20% 到 400% 之间',
    en: 'The zoom stays between 20% and 400%',
  },
  'designer.zoomLevel': { zh: '缩放比例', en: 'Zoom level' },
  'designer.undo': { zh: '撤销', en: 'Undo' },
  'designer.redo': { zh: '恢复', en: 'Redo' },
  'designer.redraw': { zh: '重新绘制', en: 'Redraw' },
  'designer.redrawConfirm': {
    zh: '重新绘制将清空当前流程图，是否继续？',
    en: 'Redrawing clears the current diagram. Continue?',
  },
  'designer.newProcess': { zh: '新建流程', en: 'New process' },
  'designer.loading': { zh: '正在加载流程设计器…', en: 'Loading the process designer…' },
  'designer.loadFailed': { zh: '流程图加载失败：{{detail}}', en: 'The diagram could not be loaded: {{detail}}' },
  'designer.lintIssues': {
    zh: '流程存在 {{count}} 个问题，部署时将被拒绝：',
    en: 'The model has {{count}} problem(s); deploy will refuse it:',
  },
  'designer.lintClean': { zh: '检查通过', en: 'No problems found' },
  'designer.panelResize': { zh: '拖动调整属性面板宽度', en: 'Drag to resize the properties panel' },
  'designer.canvas': { zh: '流程图画布', en: 'Diagram canvas' },
  'designer.close': { zh: '关闭', en: 'Close' },
} as const;

addTexts(DESIGNER_TEXTS);

export type DesignerTextKey = keyof typeof DESIGNER_TEXTS;
