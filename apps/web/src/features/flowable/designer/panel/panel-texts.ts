import { addTexts } from '@/shared/i18n/add-texts.ts';

/** Texts of the designer's properties panel (spec 02 §2, §3, §5). */
export const PANEL_TEXTS = {
  'panel.tab.base': { zh: '基础信息', en: 'Basic info' },
  'panel.tab.other': { zh: '其他配置', en: 'Other' },
  'panel.tab.task': { zh: '任务', en: 'Task' },
  'panel.tab.multiInstance': { zh: '多实例', en: 'Multi-instance' },
  'panel.tab.condition': { zh: '流转条件', en: 'Flow condition' },
  'panel.tab.signalMessage': { zh: '消息与信号', en: 'Signals and messages' },
  'panel.tab.listeners': { zh: '执行监听器', en: 'Execution listeners' },
  'panel.tab.taskListeners': { zh: '任务监听器', en: 'Task listeners' },
  'panel.tab.form': { zh: '表单', en: 'Form' },
  'panel.tab.extensions': { zh: '扩展属性', en: 'Extension properties' },
  'panel.empty': { zh: '未选择元素', en: 'No element' },
  'panel.base.id': { zh: 'ID', en: 'ID' },
  'panel.base.editId': { zh: '编辑 ID', en: 'Edit the ID' },
  'panel.base.name': { zh: '名称', en: 'Name' },
  'panel.base.versionTag': { zh: '版本标签', en: 'Version tag' },
  'panel.base.executable': { zh: '可执行', en: 'Executable' },
  'panel.base.skipExpression': { zh: '跳过表达式', en: 'Skip expression' },
  'panel.base.idFormat': {
    zh: 'ID 以字母或下划线开头，只能包含字母、数字、下划线、减号和点',
    en: 'The ID starts with a letter or underscore and contains letters, digits, _, - and . only',
  },
  'panel.base.idTaken': { zh: '该 ID 已被其他元素使用', en: 'Another element already has this ID' },
  'panel.other.documentation': { zh: '元素文档', en: 'Documentation' },
  'panel.common.save': { zh: '保存', en: 'Save' },
  'panel.common.cancel': { zh: '取消', en: 'Cancel' },
  'panel.common.add': { zh: '添加', en: 'Add' },
  'panel.common.edit': { zh: '编辑', en: 'Edit' },
  'panel.common.remove': { zh: '移除', en: 'Remove' },
  'panel.common.actions': { zh: '操作', en: 'Actions' },
  'panel.common.index': { zh: '序号', en: 'No.' },
  'panel.common.none': { zh: '无', en: 'None' },
  'panel.common.tip': { zh: '提示', en: 'Notice' },
  'panel.common.confirmRemove': { zh: '确认移除该项吗？', en: 'Remove this entry?' },
} as const;

addTexts(PANEL_TEXTS);
