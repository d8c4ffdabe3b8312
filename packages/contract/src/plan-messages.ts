import type { Lang } from './i18n.ts';

/**
 * The plans module's texts (issue 26): refusals of the scheduling core (`ScheduleError.key`, with
 * `{tasks}` the task names it names), what an MS Project import leaves out (`{count}` rows,
 * `{tasks}` the first task names), the module's own refusals, and the lines of a version's
 * changes. Spread into SERVER_MESSAGES.
 */
export const PLAN_MESSAGES = {
  // ---- the scheduling core ----
  'plan.cycle': {
    zh: '任务之间存在循环依赖：{tasks}',
    en: 'The links between these tasks form a cycle: {tasks}',
  },
  'plan.date.invalid': { zh: '日期无效（应为 YYYY-MM-DD）', en: 'Not a valid date (YYYY-MM-DD)' },
  'plan.calendar.noWorkingDays': { zh: '日历中没有工作日', en: 'The calendar has no working day' },
  'plan.calendar.wholeDays': { zh: '天数必须是整数', en: 'A number of days must be whole' },
  'plan.task.duplicate': { zh: '任务编号重复：{tasks}', en: 'Two tasks have the same id: {tasks}' },
  'plan.task.duration': {
    zh: '任务「{tasks}」的工期必须是不小于 0 的整数天',
    en: 'The duration of the task "{tasks}" must be a whole number of days ≥ 0',
  },
  'plan.task.outline': {
    zh: '任务「{tasks}」的大纲级别与上一任务不衔接',
    en: 'The outline level of the task "{tasks}" does not follow the task before it',
  },
  'plan.link.unknownTask': {
    zh: '依赖关系指向不存在的任务：{tasks}',
    en: 'A link names a task that is not in the plan: {tasks}',
  },
  'plan.link.type': { zh: '任务「{tasks}」的依赖类型无效', en: 'The link type into "{tasks}" is not valid' },
  'plan.link.lag': {
    zh: '依赖关系 {tasks} 的延隔时间无效',
    en: 'The lag of the link {tasks} is not valid',
  },
  'plan.link.self': { zh: '任务「{tasks}」不能依赖自身', en: 'The task "{tasks}" cannot be linked to itself' },
  'plan.link.duplicate': {
    zh: '重复的依赖关系：{tasks}',
    en: 'The same link is given twice: {tasks}',
  },
  'plan.mspdi.unreadable': {
    zh: '文件不是可读取的 XML',
    en: 'The file is not readable XML',
  },
  'plan.mspdi.notProject': {
    zh: '文件不是 MS Project XML（没有 <Project> 元素）',
    en: 'The file is not MS Project XML (it has no <Project> element)',
  },
  'plan.mspdi.noStart': {
    zh: '文件没有项目开始日期，也没有任务日期',
    en: 'The file has neither a project start date nor task dates',
  },
  // ---- what an import leaves out ----
  'plan.mspdi.assignmentToMissing': {
    zh: '{count} 条资源分配指向不存在的任务或资源，未导入',
    en: '{count} assignments name a missing task or resource and were left out',
  },
  'plan.mspdi.baselineIgnored': {
    zh: '{count} 个任务的比较基准未导入（批准后生成基准）：{tasks}',
    en: 'The baselines of {count} tasks were not imported (a plan gets its baseline when approved): {tasks}',
  },
  'plan.mspdi.blankRow': { zh: '{count} 个空行已跳过', en: '{count} blank rows were skipped' },
  'plan.mspdi.calendarExceptionUnreadable': {
    zh: '{count} 个日历例外无法读取，未导入',
    en: '{count} calendar exceptions could not be read and were left out',
  },
  'plan.mspdi.constraintIgnored': {
    zh: '{count} 个任务的限制类型未导入（仅保留"不得早于…开始"）：{tasks}',
    en: 'The constraints of {count} tasks were left out (only "start no earlier than" is kept): {tasks}',
  },
  'plan.mspdi.costIgnored': {
    zh: '{count} 处成本未导入：{tasks}',
    en: '{count} costs were left out: {tasks}',
  },
  'plan.mspdi.costResourceIgnored': {
    zh: '{count} 个成本资源未导入',
    en: '{count} cost resources were left out',
  },
  'plan.mspdi.customFieldsIgnored': {
    zh: '{count} 个任务的自定义字段未导入：{tasks}',
    en: 'The custom fields of {count} tasks were left out: {tasks}',
  },
  'plan.mspdi.deadlineIgnored': {
    zh: '{count} 个任务的期限未导入：{tasks}',
    en: 'The deadlines of {count} tasks were left out: {tasks}',
  },
  'plan.mspdi.durationRounded': {
    zh: '{count} 个任务的工期不是整天，已向上取整：{tasks}',
    en: 'The durations of {count} tasks were not whole days and were rounded up: {tasks}',
  },
  'plan.mspdi.durationUnreadable': {
    zh: '{count} 个任务的工期无法读取，按 0 天导入：{tasks}',
    en: 'The durations of {count} tasks could not be read and were imported as 0 days: {tasks}',
  },
  'plan.mspdi.elapsedDurationAsWorkingDays': {
    zh: '{count} 个任务的日历工期按工作日导入：{tasks}',
    en: 'The elapsed durations of {count} tasks were imported as working days: {tasks}',
  },
  'plan.mspdi.elapsedLagAsWorkingDays': {
    zh: '{count} 条依赖的日历延隔按工作日导入：{tasks}',
    en: 'The elapsed lags of {count} links were imported as working days: {tasks}',
  },
  'plan.mspdi.externalLinkIgnored': {
    zh: '{count} 条指向其他项目的依赖未导入：{tasks}',
    en: '{count} links to other projects were left out: {tasks}',
  },
  'plan.mspdi.inactiveKept': {
    zh: '{count} 个非活动任务按普通任务导入：{tasks}',
    en: '{count} inactive tasks were imported as ordinary tasks: {tasks}',
  },
  'plan.mspdi.lagRounded': {
    zh: '{count} 条依赖的延隔不是整天，已四舍五入：{tasks}',
    en: 'The lags of {count} links were not whole days and were rounded: {tasks}',
  },
  'plan.mspdi.linkToMissingTask': {
    zh: '{count} 条依赖指向不存在的任务，未导入：{tasks}',
    en: '{count} links name a missing task and were left out: {tasks}',
  },
  'plan.mspdi.linkTypeUnknown': {
    zh: '{count} 条依赖的类型无法识别，按完成-开始导入：{tasks}',
    en: 'The types of {count} links were not known and were imported as finish-to-start: {tasks}',
  },
  'plan.mspdi.manualScheduled': {
    zh: '{count} 个手动计划任务按自动计划导入：{tasks}',
    en: '{count} manually scheduled tasks were imported as automatically scheduled: {tasks}',
  },
  'plan.mspdi.mustStartOnAsStartNoEarlier': {
    zh: '{count} 个"必须开始于"限制按"不得早于…开始"导入：{tasks}',
    en: '{count} "must start on" constraints were imported as "start no earlier than": {tasks}',
  },
  'plan.mspdi.notesIgnored': {
    zh: '{count} 个任务的备注未导入：{tasks}',
    en: 'The notes of {count} tasks were left out: {tasks}',
  },
  'plan.mspdi.otherCalendarIgnored': {
    zh: '{count} 个其他日历（如资源日历）未导入',
    en: '{count} other calendars (resource calendars …) were left out',
  },
  'plan.mspdi.outlineFixed': {
    zh: '{count} 个任务的大纲级别已修正：{tasks}',
    en: 'The outline levels of {count} tasks were corrected: {tasks}',
  },
  'plan.mspdi.percentLagAsDays': {
    zh: '{count} 条依赖的百分比延隔已换算为天：{tasks}',
    en: 'The percent lags of {count} links were converted to days: {tasks}',
  },
  'plan.mspdi.recurringCalendarExceptionIgnored': {
    zh: '{count} 个周期性日历例外未导入',
    en: '{count} recurring calendar exceptions were left out',
  },
  'plan.mspdi.recurringExpanded': {
    zh: '{count} 个周期性任务按其各次任务导入（不保留周期规则）：{tasks}',
    en: '{count} recurring tasks were imported as their occurrences (the pattern is not kept): {tasks}',
  },
  'plan.mspdi.timephasedIgnored': {
    zh: '{count} 条分时段数据未导入',
    en: '{count} time-phased data rows were left out',
  },
  'plan.mspdi.workWeeksIgnored': {
    zh: '{count} 个日历工作周未导入',
    en: '{count} calendar work weeks were left out',
  },
  'plan.import.resourcesNotKept': {
    zh: '{count} 个资源及其分配未保存（计划不保存资源）',
    en: '{count} resources and their assignments were not kept (a plan keeps no resources)',
  },
  'plan.import.notFile': {
    zh: '请先上传 MS Project XML 文件（.xml）',
    en: 'Please upload an MS Project XML file (.xml) first',
  },
  'plan.import.tooManyTasks': {
    zh: '文件有 {count} 个任务，超过计划上限 {max}',
    en: 'The file has {count} tasks, more than a plan holds ({max})',
  },
  // ---- the module ----
  'plan.notFound': { zh: '计划不存在', en: 'The plan does not exist' },
  'plan.parent.notFound': {
    zh: '上级计划不存在或不属于本项目',
    en: 'The parent plan does not exist or belongs to another project',
  },
  'plan.parent.cycle': {
    zh: '计划不能成为自身下级计划的子计划',
    en: 'A plan cannot be placed under its own child plan',
  },
  'plan.group.unknown': { zh: '计划分组「{group}」不存在', en: 'There is no plan group "{group}"' },
  'plan.inApproval': {
    zh: '计划正在审批中，不能修改或删除',
    en: 'The plan is in approval: it cannot be changed or deleted',
  },
  'plan.hasChildren': { zh: '计划下还有子计划，不能删除', en: 'The plan has child plans: it cannot be deleted' },
  'plan.needsChangeReason': {
    zh: '计划已批准，修改须填写变更原因（修改将成为新版本并重新审批）',
    en: 'The plan is approved: a change needs a reason (it becomes a new version, to be approved again)',
  },
  'plan.apply.status': {
    zh: '只有编制中或已驳回的计划可以提交审批',
    en: 'Only a plan in preparation or rejected can be applied for',
  },
  'plan.apply.empty': { zh: '计划没有任务，不能提交审批', en: 'The plan has no tasks: it cannot be applied for' },
  'plan.apply.noProcess': {
    zh: '计划审批流程未部署',
    en: 'The process 计划审批 (plan approval) is not deployed',
  },
  'plan.sort.notOfProject': {
    zh: '计划 {ids} 不属于本项目',
    en: 'The plans {ids} do not belong to this project',
  },
  'plan.tooManyTasks': { zh: '计划最多 {max} 个任务', en: 'A plan holds at most {max} tasks' },
  'plan.share.notFound': { zh: '分享链接不存在或已失效', en: 'The shared link does not exist or was revoked' },
  'plan.bind.task': { zh: '任务不属于该计划', en: 'The task does not belong to the plan' },
  'plan.bind.band': {
    zh: '模型分段不存在或不属于本项目',
    en: 'The model band does not exist or belongs to another project',
  },
  'plan.bind.noVersion': { zh: '模型分段没有当前版本', en: 'The model band has no current version' },
  'plan.bind.unknown': {
    zh: '模型当前版本中没有这些构件：{ids}',
    en: 'The current model version has no such components: {ids}',
  },
  'plan.binding.notFound': { zh: '绑定不存在', en: 'The binding does not exist' },
  // ---- the lines of a version's changes ----
  'plan.change.added': { zh: '新增任务「{task}」', en: 'Task added: "{task}"' },
  'plan.change.removed': { zh: '删除任务「{task}」', en: 'Task removed: "{task}"' },
  'plan.change.renamed': { zh: '任务「{from}」改名为「{to}」', en: 'Task "{from}" renamed to "{to}"' },
  'plan.change.moved': {
    zh: '任务「{task}」由 {fromStart}~{fromFinish} 调整为 {toStart}~{toFinish}',
    en: 'Task "{task}" moved from {fromStart}–{fromFinish} to {toStart}–{toFinish}',
  },
  'plan.change.duration': {
    zh: '任务「{task}」工期由 {from} 天改为 {to} 天',
    en: 'Task "{task}": duration {from} → {to} days',
  },
  'plan.change.linkAdded': { zh: '新增依赖 {from} → {to}（{type}）', en: 'Link added: {from} → {to} ({type})' },
  'plan.change.linkRemoved': { zh: '删除依赖 {from} → {to}（{type}）', en: 'Link removed: {from} → {to} ({type})' },
  'plan.change.finish': {
    zh: '计划完成日期由 {from} 改为 {to}',
    en: 'Plan finish moved from {from} to {to}',
  },
  'plan.change.more': { zh: '另有 {count} 项变化', en: '{count} more changes' },
} as const satisfies Record<string, Record<Lang, string>>;
