import { addTexts, type Texts } from '../../shared/i18n/add-texts.ts';

/** Texts of the work desk's project parts (selector, to-do counts, news, starred projects). */
export const WORKDESK_TEXTS = {
  'desk.currentProject': { zh: '当前项目', en: 'Current project' },
  'desk.noProjectSelected': { zh: '未选择项目', en: 'No project selected' },
  'desk.clickToChoose': {
    zh: '点击或将鼠标移到项目名称上选择项目',
    en: 'Click or hover over the name to choose a project',
  },
  'desk.chooseProject': { zh: '选择项目', en: 'Choose a project' },
  'desk.projectChosen': { zh: '已切换到项目：{{name}}', en: 'Current project: {{name}}' },
  'desk.noProjects': { zh: '暂无项目', en: 'No projects yet' },
  'desk.toProjectList': { zh: '前往项目列表', en: 'Go to the project list' },
  'desk.createProject': { zh: '创建项目', en: 'Create a project' },
  'desk.todo': { zh: '我的待办', en: 'My to-dos' },
  'desk.pendingTasks': { zh: '待办任务', en: 'Pending tasks' },
  'desk.unread': { zh: '未读消息', en: 'Unread messages' },
  'desk.myProjects': { zh: '我的项目', en: 'My projects' },
  'desk.starredCount': { zh: '收藏项目', en: 'Starred projects' },
  'desk.news': { zh: '最近项目动态', en: 'Recent project news' },
  'desk.noNews': { zh: '暂无动态', en: 'No news yet' },
  'desk.starred': { zh: '收藏的项目', en: 'Starred projects' },
  'desk.noStarred': { zh: '暂无收藏项目', en: 'No starred projects yet' },
  'desk.starHint': { zh: '在项目列表中点击星标收藏项目', en: 'Star projects in the project list' },
  'desk.more': { zh: '更多', en: 'More' },
  'desk.progress': { zh: '项目进度', en: 'Project progress' },
  'desk.noProgress': { zh: '暂无进度计划', en: 'No schedules yet' },
  'desk.plannedAt': { zh: '计划 {{percent}}%', en: 'planned {{percent}}%' },
  'desk.lateTasks': { zh: '{{count}} 项任务滞后', en: '{{count}} tasks late' },
} satisfies Texts;

// Travels with the work desk's chunk, never with the login page.
addTexts(WORKDESK_TEXTS);
