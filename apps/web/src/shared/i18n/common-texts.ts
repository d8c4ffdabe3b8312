import { addTexts } from './add-texts.ts';
import './index.ts';

/**
 * The generic words of every screen, once (buttons, columns, confirmations, form messages). The
 * catalogue's `common.ok` / `common.cancel` / `common.success` come from the contract; the list
 * dialogs' spaced 确 定 / 取 消 are `common.dialogOk` / `common.dialogCancel`. Registered by the
 * lazily loaded screens that use them, never by the login page.
 */
export const COMMON_TEXTS = {
  'common.search': { zh: '搜索', en: 'Search' },
  'common.reset': { zh: '重置', en: 'Reset' },
  'common.add': { zh: '新增', en: 'Add' },
  'common.edit': { zh: '修改', en: 'Edit' },
  'common.delete': { zh: '删除', en: 'Delete' },
  'common.import': { zh: '导入', en: 'Import' },
  'common.export': { zh: '导出', en: 'Export' },
  'common.clean': { zh: '清空', en: 'Clear all' },
  'common.view': { zh: '详情', en: 'Details' },
  'common.detail': { zh: '详细', en: 'Details' },
  'common.close': { zh: '关闭', en: 'Close' },
  'common.actions': { zh: '操作', en: 'Actions' },
  'common.status': { zh: '状态', en: 'Status' },
  'common.succeeded': { zh: '成功', en: 'Success' },
  'common.failed': { zh: '失败', en: 'Failure' },
  'common.createTime': { zh: '创建时间', en: 'Created' },
  'common.remark': { zh: '备注', en: 'Remark' },
  'common.timeRange': { zh: '时间范围', en: 'Time range' },
  'common.start': { zh: '开始日期', en: 'Start date' },
  'common.end': { zh: '结束日期', en: 'End date' },
  'common.empty': { zh: '暂无数据', en: 'No data' },
  'common.dialogOk': { zh: '确 定', en: 'OK' },
  'common.dialogCancel': { zh: '取 消', en: 'Cancel' },
  'common.confirmDeleteSelected': { zh: '是否确认删除选中的数据项？', en: 'Delete the selected items?' },
  'common.confirmTitle': { zh: '系统提示', en: 'System notice' },
  'common.addSuccess': { zh: '新增成功', en: 'Added' },
  'common.editSuccess': { zh: '修改成功', en: 'Saved' },
  'common.deleteSuccess': { zh: '删除成功', en: 'Deleted' },
  'common.enter': { zh: '请输入{{field}}', en: 'Enter the {{field}}' },
  'common.choose': { zh: '请选择{{field}}', en: 'Choose the {{field}}' },
  'common.required': { zh: '{{field}}不能为空', en: 'The {{field}} is required' },
  'common.maxLength': {
    zh: '{{field}}长度不能超过 {{n}} 个字符',
    en: 'The {{field}} may have at most {{n}} characters',
  },
} as const;

addTexts(COMMON_TEXTS);
