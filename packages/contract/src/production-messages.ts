import type { Lang } from './i18n.ts';

/** 生产进度 and 每日对比's refusals (issue 26). Spread into SERVER_MESSAGES. */
export const PRODUCTION_MESSAGES = {
  'production.dateRange': { zh: '开始日期不能晚于结束日期', en: 'The start date cannot be after the end date' },
  'production.tooManyPeriods': {
    zh: '所选范围有 {count} 个周期，最多显示 {max} 个，请缩小日期范围或改用更长的周期',
    en: 'The range has {count} periods; at most {max} are shown: narrow the dates or choose a longer period',
  },
  'production.notLeafTask': {
    zh: '计划任务 {id} 不存在或不是该计划的末级任务',
    en: 'The plan task {id} does not exist or is not a leaf task of this plan',
  },
  'production.compareRange': {
    zh: '所选范围有 {count} 天，每日对比最多 {max} 天，请缩小日期范围',
    en: 'The range has {count} days; the daily comparison covers at most {max}: narrow the dates',
  },
} as const satisfies Record<string, Record<Lang, string>>;
