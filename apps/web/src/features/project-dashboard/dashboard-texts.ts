import { addTexts, type Texts } from '@/shared/i18n/add-texts.ts';

/** Texts of the project dashboard (项目仪表盘). */
export const DASHBOARD_TEXTS = {
  'dash.setCurrent': { zh: '设为当前项目', en: 'Set as current project' },
  'dash.isCurrent': { zh: '当前项目', en: 'Current project' },
  'dash.currentSet': { zh: '已设为当前项目', en: 'This is now the current project' },
  'dash.parent': { zh: '上级项目', en: 'Parent project' },
  'dash.code': { zh: '项目编号', en: 'Project code' },
  'dash.address': { zh: '项目地址', en: 'Address' },
  'dash.ownerUnit': { zh: '建设单位', en: 'Owner' },
  'dash.contractorUnit': { zh: '施工单位', en: 'Contractor' },
  'dash.supervisorUnit': { zh: '监理单位', en: 'Supervisor' },
  'dash.designUnit': { zh: '设计单位', en: 'Designer' },
  'dash.startDate': { zh: '开工日期', en: 'Start date' },
  'dash.plannedEndDate': { zh: '计划竣工日期', en: 'Planned completion' },
  'dash.star': { zh: '收藏', en: 'Star' },
  'dash.unstar': { zh: '取消收藏', en: 'Unstar' },
  'dash.starred': { zh: '收藏成功', en: 'Starred' },
  'dash.unstarred': { zh: '已取消收藏', en: 'Unstarred' },
  'dash.figure.members': { zh: '项目成员', en: 'Members' },
  'dash.figure.children': { zh: '子项目', en: 'Sub-projects' },
  'dash.figure.roles': { zh: '项目角色', en: 'Project roles' },
  'dash.figure.news': { zh: '项目动态', en: 'News' },
  'dash.newsChart': { zh: '近 12 个月项目动态', en: 'News in the last 12 months' },
  'dash.newsSeries': { zh: '动态数', en: 'News' },
  'dash.membersChart': { zh: '成员单位分布', en: 'Members by unit' },
  'dash.noMembers': { zh: '暂无成员', en: 'No members yet' },
  'dash.recentNews': { zh: '最新动态', en: 'Recent news' },
  'dash.noNews': { zh: '暂无动态', en: 'No news yet' },
  'dash.errorTitle': { zh: '无法打开项目仪表盘', en: 'The project dashboard cannot be opened' },
  'dash.backToProjects': { zh: '返回项目列表', en: 'Back to the project list' },
} satisfies Texts;

// Travels with the dashboard's chunk, never with the login page.
addTexts(DASHBOARD_TEXTS);
