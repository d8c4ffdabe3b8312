import { addTexts } from '@/shared/i18n/add-texts.ts';

/**
 * Texts of the list building blocks (search form, action buttons, confirmations, form dialogs).
 * The keys keep their historical `sys.` prefix: every list screen and form uses them.
 */
export const LIST_TEXTS = {
  'sys.search': { zh: '搜索', en: 'Search' },
  'sys.reset': { zh: '重置', en: 'Reset' },
  'sys.add': { zh: '新增', en: 'Add' },
  'sys.edit': { zh: '修改', en: 'Edit' },
  'sys.delete': { zh: '删除', en: 'Delete' },
  'sys.import': { zh: '导入', en: 'Import' },
  'sys.export': { zh: '导出', en: 'Export' },
  'sys.view': { zh: '详情', en: 'Details' },
  'sys.close': { zh: '关闭', en: 'Close' },
  'sys.actions': { zh: '操作', en: 'Actions' },
  'sys.status': { zh: '状态', en: 'Status' },
  'sys.createTime': { zh: '创建时间', en: 'Created' },
  'sys.remark': { zh: '备注', en: 'Remark' },
  'sys.ok': { zh: '确 定', en: 'OK' },
  'sys.cancel': { zh: '取 消', en: 'Cancel' },
  'sys.confirmTitle': { zh: '系统提示', en: 'System notice' },
  'sys.confirmDelete': {
    zh: '是否确认删除{{what}}为"{{ids}}"的数据项？',
    en: 'Delete the records with {{what}} "{{ids}}"?',
  },
  'sys.addSuccess': { zh: '新增成功', en: 'Added' },
  'sys.editSuccess': { zh: '修改成功', en: 'Saved' },
  'sys.deleteSuccess': { zh: '删除成功', en: 'Deleted' },
  'sys.refreshCache': { zh: '刷新缓存', en: 'Refresh cache' },
  'sys.refreshSuccess': { zh: '刷新成功', en: 'Cache refreshed' },
  'sys.enter': { zh: '请输入{{field}}', en: 'Enter the {{field}}' },
  'sys.choose': { zh: '请选择{{field}}', en: 'Choose the {{field}}' },
  'sys.required': { zh: '{{field}}不能为空', en: 'The {{field}} is required' },
  'sys.maxLength': { zh: '{{field}}长度不能超过 {{n}} 个字符', en: 'The {{field}} may have at most {{n}} characters' },
  'sys.beginDate': { zh: '开始日期', en: 'Start date' },
  'sys.endDate': { zh: '结束日期', en: 'End date' },
  'sys.empty': { zh: '暂无数据', en: 'No data' },
} as const;

addTexts(LIST_TEXTS);
