import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/ui/list/list-texts.ts';

/** Texts of the 动态表单 screen. */
addTexts({
  'form.id': { zh: '表单编号', en: 'Form ID' },
  'form.name': { zh: '表单名称', en: 'Form name' },
  'form.key': { zh: '表单标识', en: 'Form key' },
  'form.keyRule': {
    zh: '表单标识必须以字母开头，只能包含字母、数字和下划线',
    en: 'The form key starts with a letter and holds letters, digits and underscores only',
  },
  'form.modelKey': { zh: '流程标识', en: 'Process key' },
  'form.modelKeyHint': {
    zh: '选择已部署的流程，或输入流程标识',
    en: 'Pick a deployed process or type a process key',
  },
  'form.remark': { zh: '备注', en: 'Remark' },
  'form.content': { zh: '表单内容（JSON）', en: 'Form schema (JSON)' },
  'form.contentHelp': {
    zh: '@bpmn-io/form-js 表单定义，保存前在服务器上再次校验',
    en: 'A @bpmn-io/form-js schema; the server checks it again when it is saved',
  },
  'form.contentValid': { zh: 'JSON 有效，共 {{n}} 个字段', en: 'Valid JSON, {{n}} fields' },
  'form.preview': { zh: '预览', en: 'Preview' },
  'form.previewEmpty': { zh: '修正表单内容后显示预览', en: 'The preview shows once the schema is valid' },
  'form.addTitle': { zh: '添加表单', en: 'Add form' },
  'form.editTitle': { zh: '修改表单', en: 'Edit form' },
  'form.format': { zh: '格式化', en: 'Format' },
  'form.design': { zh: '设计', en: 'Design' },
  'form.designNew': { zh: '表单设计', en: 'Design a form' },
  'form.design.tabDesign': { zh: '设计', en: 'Design' },
  'form.design.tabPreview': { zh: '预览', en: 'Preview' },
  'form.design.save': { zh: '保存', en: 'Save' },
  'form.design.back': { zh: '返回', en: 'Back' },
  'form.design.fields': { zh: '共 {{n}} 个字段', en: '{{n}} fields' },
  'form.design.previewEmpty': {
    zh: '从组件栏拖入组件后在此预览',
    en: 'Drag components from the palette onto the form to preview them here',
  },
  'form.design.importFailed': {
    zh: '表单无法在设计器中打开',
    en: 'The form cannot be opened in the designer',
  },
  'form.design.badId': { zh: '表单编号无效', en: 'The form ID is not valid' },
});
