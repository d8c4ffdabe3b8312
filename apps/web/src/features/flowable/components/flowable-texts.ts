import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/ui/list/list-texts.ts';

/** Texts of 流程模板 and 流程定义 (spec 02 §7). */
export const FLOWABLE_TEXTS = {
  'flow.model.key': { zh: '模型标识', en: 'Model key' },
  'flow.model.name': { zh: '模型名称', en: 'Model name' },
  'flow.model.category': { zh: '分类', en: 'Category' },
  'flow.model.description': { zh: '描述', en: 'Description' },
  'flow.model.version': { zh: '部署版本', en: 'Deployed version' },
  'flow.model.notDeployed': { zh: '未部署', en: 'Not deployed' },
  'flow.model.id': { zh: '模型编号', en: 'Model ID' },
  'flow.model.create': { zh: '新建', en: 'New' },
  'flow.model.addTitle': { zh: '新建流程模型', en: 'New process model' },
  'flow.model.keyRule': {
    zh: '模型标识以字母或下划线开头，只能包含字母、数字、下划线、减号和点',
    en: 'The key starts with a letter or underscore and contains letters, digits, _, - and . only',
  },
  'flow.model.importTitle': { zh: '导入流程模型', en: 'Import a process model' },
  'flow.model.importHint': {
    zh: '将 .bpmn 或 .xml 文件拖到此处，或点击选择',
    en: 'Drop a .bpmn or .xml file here, or click to choose one',
  },
  'flow.model.importKeyHint': {
    zh: '模型标识和名称取自文件中流程的 id 和 name',
    en: 'The key and name are the id and name of the process in the file',
  },
  'flow.model.importFile': { zh: '请选择 BPMN 文件', en: 'Choose a BPMN file' },
  'flow.model.importWrongType': {
    zh: '只能导入 .bpmn 或 .xml 文件',
    en: 'Only .bpmn or .xml files can be imported',
  },
  'flow.model.importSuccess': { zh: '导入成功：{{name}}', en: 'Imported: {{name}}' },
  'flow.model.deploy': { zh: '部署', en: 'Deploy' },
  'flow.model.deployConfirm': {
    zh: '是否确认部署流程模型"{{name}}"？',
    en: 'Deploy the process model "{{name}}"?',
  },
  'flow.model.deploySuccess': { zh: '部署成功，版本 {{version}}', en: 'Deployed as version {{version}}' },
  'flow.model.deployRefused': { zh: '部署失败', en: 'Deployment refused' },
  'flow.model.view': { zh: '查看', en: 'View' },
  'flow.model.design': { zh: '设计', en: 'Design' },
  'flow.model.designNew': { zh: '设计新流程', en: 'Design a new process' },
  'flow.model.downloadXml': { zh: '下载XML', en: 'Download XML' },
  'flow.def.key': { zh: '流程标识', en: 'Process key' },
  'flow.def.name': { zh: '流程名称', en: 'Process name' },
  'flow.def.version': { zh: '版本', en: 'Version' },
  'flow.def.state': { zh: '状态', en: 'State' },
  'flow.def.active': { zh: '激活', en: 'Active' },
  'flow.def.suspended': { zh: '挂起', en: 'Suspended' },
  'flow.def.deployTime': { zh: '部署时间', en: 'Deployed' },
  'flow.def.deployBy': { zh: '部署人', en: 'Deployed by' },
  'flow.def.id': { zh: '定义编号', en: 'Definition ID' },
  'flow.def.latest': { zh: '最新版本', en: 'Latest versions' },
  'flow.def.allVersions': { zh: '全部版本', en: 'All versions' },
  'flow.def.suspend': { zh: '挂起', en: 'Suspend' },
  'flow.def.activate': { zh: '激活', en: 'Activate' },
  'flow.def.stateConfirm': {
    zh: '是否确认{{action}}流程"{{name}}"（版本 {{version}}）？',
    en: '{{action}} the process "{{name}}" (version {{version}})?',
  },
  'flow.def.suspendSuccess': { zh: '已挂起', en: 'Suspended' },
  'flow.def.activateSuccess': { zh: '已激活', en: 'Activated' },
  'flow.def.deleteConfirm': {
    zh: '是否确认删除流程"{{name}}"的版本 {{version}}？',
    en: 'Delete version {{version}} of the process "{{name}}"?',
  },
  'flow.def.xml': { zh: '查看XML', en: 'View XML' },
  'flow.def.diagram': { zh: '流程图', en: 'Diagram' },
  'flow.def.xmlTitle': { zh: '流程XML：{{name}} v{{version}}', en: 'Process XML: {{name}} v{{version}}' },
  'flow.diagramTitle': { zh: '流程图：{{name}}', en: 'Diagram: {{name}}' },
} as const;

addTexts(FLOWABLE_TEXTS);
