/** Query keys of 生产进度 and 每日对比; everything of a plan sits under ['production', planId]. */
export const productionKeys = {
  plans: (kind: string, projectId: number, name: string) => ['production', 'plans', kind, projectId, name] as const,
  plan: (planId: number) => ['production', planId] as const,
  list: (planId: number, query: object) => ['production', planId, 'list', query] as const,
  chart: (planId: number, query: object) => ['production', planId, 'chart', query] as const,
  compare: (planId: number, what: string, query: object) => ['production', planId, what, query] as const,
};
