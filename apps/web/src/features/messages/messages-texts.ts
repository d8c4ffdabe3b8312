import { addTexts, type Texts } from '@/shared/i18n/add-texts.ts';

/** Texts of the message bell, the 'My messages' drawer and the dialogs it opens (spec 01 §2, §4). */
export const MESSAGES_TEXTS = {
  'messages.bell': { zh: '消息', en: 'Messages' },
  'messages.unreadCount': { zh: '{{count}} 条未读消息', en: '{{count}} unread messages' },
  'messages.title': { zh: '我的消息', en: 'My messages' },
  'messages.unread': { zh: '未读', en: 'Unread' },
  'messages.read': { zh: '已读', en: 'Read' },
  'messages.readAll': { zh: '全部已读', en: 'Mark all read' },
  'messages.empty': { zh: '暂无消息', en: 'No messages' },
  'messages.new': { zh: '新消息', en: 'New message' },
  'messages.view': { zh: '查看', en: 'View' },
  'messages.close': { zh: '关闭', en: 'Close' },
  'messages.field.title': { zh: '标题', en: 'Title' },
  'messages.field.time': { zh: '时间', en: 'Time' },
  'messages.field.content': { zh: '内容', en: 'Content' },
  'messages.field.sender': { zh: '发送人', en: 'From' },
  'messages.record': { zh: '关联记录：{{what}} #{{id}}', en: 'Related record: {{what}} #{{id}}' },
  'messages.recordNamed': { zh: '关联记录：{{what}}「{{name}}」', en: 'Related record: {{what}} “{{name}}”' },
  'messages.table.safety_report': { zh: '安全专项检查', en: 'Safety special inspection' },
  'messages.table.quality_problem': { zh: '质量问题', en: 'Quality problem' },
  'messages.table.model_problem': { zh: '模型问题', en: 'Model problem' },
  'messages.table.problem_notice': { zh: '专项检查通知', en: 'Special inspection notice' },
  'messages.table.quality_problem_rectification': { zh: '质量问题整改', en: 'Quality problem rectification' },
  'messages.table.project': { zh: '项目', en: 'Project' },
  'messages.table.workflow_task': { zh: '待办任务', en: 'Task to handle' },
  'messages.table.workflow_instance': { zh: '流程审批', en: 'Approval' },
  'messages.table.sys_work_order': { zh: '工单', en: 'Work order' },
  'messages.table.other': { zh: '记录', en: 'Record' },
  'messages.table.safety.quality_problem': { zh: '安全问题', en: 'Safety problem' },
  'messages.table.safety.quality_problem_rectification': { zh: '安全问题整改', en: 'Safety problem rectification' },
  'messages.safetyProblemTitle': { zh: '安全问题详情', en: 'Safety problem details' },
  'messages.safetyTitle': { zh: '安全专项检查通报', en: 'Safety special inspection bulletin' },
  'messages.qualityTitle': { zh: '质量问题详情', en: 'Quality problem details' },
  'messages.approvalTitle': { zh: '审批信息', en: 'Approval information' },
  'messages.rejectReason': { zh: '驳回原因', en: 'Rejection reason' },
  'messages.noReason': { zh: '未填写驳回原因', en: 'No reason was given' },
  'messages.approver': { zh: '审批人', en: 'Approver' },
  'messages.moduleOff': {
    zh: '{{what}}模块尚未启用，暂时只能查看消息本身。',
    en: 'The {{what}} module is not enabled yet; only the message itself can be shown.',
  },
  'messages.projectGone': {
    zh: '该项目不存在或您已不是该项目成员',
    en: 'The project does not exist or you are no longer one of its members',
  },
  'messages.problemTrackingOff': {
    zh: '问题追踪模块尚未启用，已切换到该项目。',
    en: 'Problem tracking is not enabled yet; the project has been selected.',
  },
} satisfies Texts;

// Travels with the layout chunk (the bell), never with the login page.
addTexts(MESSAGES_TEXTS);
