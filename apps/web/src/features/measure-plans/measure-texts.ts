import { addTexts } from '@/shared/i18n/add-texts.ts';
import '@/shared/i18n/common-texts.ts';
import '@/shared/ui/confirm.ts';

/** Texts of 措施计划: the list, the form, the detail drawer with its approval and completion. */
export const MEASURE_TEXTS = {
  'measure.title': { zh: '措施名称', en: 'Measure' },
  'measure.category': { zh: '措施类别', en: 'Category' },
  'measure.content': { zh: '措施内容', en: 'What is to be done' },
  'measure.owner': { zh: '负责人', en: 'Owner' },
  'measure.deadline': { zh: '截止日期', en: 'Deadline' },
  'measure.status': { zh: '状态', en: 'Status' },
  'measure.attachments': { zh: '附件', en: 'Attachments' },
  'measure.keyword': { zh: '关键字', en: 'Keyword' },
  'measure.overdueFilter': { zh: '是否逾期', en: 'Overdue' },
  'measure.overdue': { zh: '已逾期', en: 'Overdue' },
  'measure.notOverdue': { zh: '未逾期', en: 'Not overdue' },
  'measure.applyBy': { zh: '申请人', en: 'Applicant' },
  'measure.createBy': { zh: '创建人', en: 'Created by' },
  'measure.addTitle': { zh: '新增措施计划', en: 'New measure' },
  'measure.editTitle': { zh: '修改措施计划', en: 'Edit measure' },
  'measure.detail': { zh: '详情', en: 'Details' },
  'measure.apply': { zh: '提交审批', en: 'Submit for approval' },
  'measure.applyConfirm': {
    zh: '确认将措施「{{title}}」提交审批？审批期间不能修改或删除。',
    en: 'Submit the measure "{{title}}" for approval? It cannot be changed or deleted while in approval.',
  },
  'measure.applied': { zh: '已提交审批', en: 'Submitted for approval' },
  'measure.complete': { zh: '完成', en: 'Complete' },
  'measure.completeTitle': { zh: '完成措施', en: 'Complete the measure' },
  'measure.completionNote': { zh: '完成情况', en: 'What was done' },
  'measure.completionFiles': { zh: '完成附件', en: 'Completion files' },
  'measure.completedBy': { zh: '完成人', en: 'Completed by' },
  'measure.completeTime': { zh: '完成时间', en: 'Completed at' },
  'measure.completed': { zh: '措施已完成', en: 'The measure is completed' },
  'measure.onlyOwner': { zh: '只有负责人可以完成该措施', en: 'Only the owner can complete the measure' },
  'measure.approval': { zh: '审批记录', en: 'Approval' },
  'measure.state.0': { zh: '草稿', en: 'Draft' },
  'measure.state.1': { zh: '审批中', en: 'In approval' },
  'measure.state.2': { zh: '已批准', en: 'Approved' },
  'measure.state.3': { zh: '已驳回', en: 'Rejected' },
  'measure.state.4': { zh: '已完成', en: 'Completed' },
  'measure.remark': { zh: '备注', en: 'Remark' },
  'measure.none': { zh: '无', en: 'None' },
} as const;

addTexts(MEASURE_TEXTS);
