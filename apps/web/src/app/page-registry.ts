import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Pages that server-supplied menus may name, keyed by the menu's component string
 * (RuoYi convention, e.g. 'system/user/index'). Every entry is lazily loaded, one line a page (the
 * server's tests read the keys from this file: the seed may only enable menus whose page is here):
 *   'system/user/index': () => import('../features/users/pages/user-list-page.tsx'),
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageLoader>> = {
  'system/operlog/index': () => import('../features/monitor/pages/operlog-page.tsx'),
  'system/logininfor/index': () => import('../features/monitor/pages/logininfor-page.tsx'),
  // The names the log menus had before (RuoYi-Cloud's are the two above), for menus made with them.
  'monitor/operlog/index': () => import('../features/monitor/pages/operlog-page.tsx'),
  'monitor/logininfor/index': () => import('../features/monitor/pages/logininfor-page.tsx'),
  'monitor/online/index': () => import('../features/monitor/pages/online-page.tsx'),
  'system/dept/index': () => import('../features/system/dept/pages/dept-page.tsx'),
  'system/user/index': () => import('../features/system/user/pages/user-page.tsx'),
  'system/role/index': () => import('../features/system/role/pages/role-page.tsx'),
  'system/menu/index': () => import('../features/system/menu/pages/menu-page.tsx'),
  'system/post/index': () => import('../features/system/post/pages/post-list-page.tsx'),
  'system/dict/index': () => import('../features/system/dict/pages/dict-type-list-page.tsx'),
  'system/config/index': () => import('../features/system/config/pages/config-list-page.tsx'),
  'system/notice/index': () => import('../features/system/notice/pages/notice-list-page.tsx'),
  'system/form/index': () => import('../features/forms/pages/form-list-page.tsx'),
  'order/my-order/index': () => import('../features/task-centre/pages/my-order-page.tsx'),
  'order/my-todo/index': () => import('../features/task-centre/pages/my-todo-page.tsx'),
  'order/my-done/index': () => import('../features/task-centre/pages/my-done-page.tsx'),
  'order/apply-form/index': () => import('../features/task-centre/pages/apply-form-page.tsx'),
  'business/project/place': () => import('../features/project/pages/project-place-page.tsx'),
  'business/member/role': () => import('../features/member/pages/project-role-page.tsx'),
  'business/member/user': () => import('../features/member/pages/project-user-page.tsx'),
  'business/member/architecture': () => import('../features/member/pages/architecture-page.tsx'),
  // Spec 01 §2: the dashboard route /business/modelDashboard (最近访问) is treated as the index page.
  'business/modelDashboard/index': () => import('../features/workdesk/pages/workdesk-page.tsx'),
  // 地图 in the project group: the same page as the layout route /projectMap.
  'business/projectMap/index': () => import('../features/project-map/pages/project-map-page.tsx'),
  // 流程管理 (spec 02 §7): RuoYi's component names of the model and definition pages.
  'flowable/model/index': () => import('../features/flowable/pages/model-list-page.tsx'),
  'flowable/definition/index': () => import('../features/flowable/pages/definition-list-page.tsx'),
  // 质量与安全 (issue 11): 质量检查, 质量文件 / 安全文件, 安全报告.
  // 质量检查 with its tab 质量问题: two features' pages side by side.
  'business/quality/index': () => import('./composed/quality-check-tabs.tsx'),
  'business/quality/file': () => import('../features/quality/pages/quality-file-page.tsx'),
  'business/safety/file': () => import('../features/quality/pages/safety-file-page.tsx'),
  'business/safety/report': () => import('../features/quality/pages/safety-report-page.tsx'),
  'business/quality/dashboard': () => import('../features/quality/pages/quality-dashboard-page.tsx'),
  'business/quality/report': () => import('../features/quality/pages/quality-report-page.tsx'),
  'business/safety/dashboard': () => import('../features/quality/pages/safety-dashboard-page.tsx'),
  // 问题追踪 (spec 01 §2, opened only when toProblemtracking is '1').
  'business/problemtracking/index': () => import('../features/problems/pages/problem-tracking-page.tsx'),
  'business/safety/index': () => import('../features/problems/pages/safety-problem-page.tsx'),
  // 模型列表, 模型对比, 模型日志 (issue 24): a project's bands and model versions.
  'business/model/index': () => import('../features/bim/models/pages/model-list-page.tsx'),
  'business/model/compare': () => import('../features/bim/compare/pages/model-compare-page.tsx'),
  'business/model/log': () => import('../features/bim/log/pages/model-log-page.tsx'),
  // 进度计划 (issue 26): /business/planmanage, the project group's top entry.
  'business/plan/index': () => import('../features/plans/pages/plan-manage-page.tsx'),
  // 施工日志 (issue 26): the project's construction dailies on a month calendar.
  'business/schedule/log': () => import('../features/construction-log/pages/construction-log-page.tsx'),
  // 生产进度 and 每日对比 (issue 26): a plan's quantities per period, and its S-curve per day.
  'business/production/index': () => import('../features/production/pages/production-page.tsx'),
  'business/schedule/daily-compare': () => import('../features/production/pages/daily-compare-page.tsx'),
  // 措施计划 (issue 26): the project's safety, technical, quality and environmental measures.
  'business/measure/index': () => import('../features/measure-plans/pages/measure-plan-page.tsx'),
};

export function findPage(component: string): PageLoader | undefined {
  return Object.hasOwn(PAGE_REGISTRY, component) ? PAGE_REGISTRY[component] : undefined;
}
