import type { Lang } from './i18n.ts';

/** The measure-plans module's refusals (issue 26: 措施计划). Spread into SERVER_MESSAGES. */
export const MEASURE_MESSAGES = {
  'measure.notFound': { zh: '措施计划不存在', en: 'The measure does not exist' },
  'measure.badCategory': {
    zh: '措施类别 {value} 不存在（见字典 措施类别）',
    en: 'There is no measure category {value} (see the dictionary 措施类别)',
  },
  'measure.ownerNotMember': {
    zh: '负责人 {user} 不是本项目成员',
    en: 'The owner {user} is not a member of this project',
  },
  'measure.locked': {
    zh: '只有草稿或已驳回的措施可以修改',
    en: 'Only a measure that is a draft or rejected can be changed',
  },
  'measure.removeApplying': {
    zh: '措施「{title}」正在审批中，不能删除',
    en: 'The measure "{title}" is in approval and cannot be deleted',
  },
  'measure.apply.status': {
    zh: '只有草稿或已驳回的措施可以提交审批',
    en: 'Only a measure that is a draft or rejected can be submitted for approval',
  },
  'measure.apply.noProcess': {
    zh: '措施审批流程未部署',
    en: 'The process 措施审批 (measure approval) is not deployed',
  },
  'measure.complete.status': {
    zh: '只有已批准的措施可以完成',
    en: 'Only an approved measure can be completed',
  },
  'measure.complete.notOwner': {
    zh: '只有负责人 {owner} 可以完成该措施',
    en: 'Only its owner {owner} can complete the measure',
  },
  'measure.deadlineRange': {
    zh: '截止日期的开始不能晚于结束',
    en: 'The first deadline day cannot be after the last',
  },
} as const satisfies Record<string, Record<Lang, string>>;
