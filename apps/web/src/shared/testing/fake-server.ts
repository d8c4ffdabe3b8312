import type { ProjectListRow } from '@zj/contract';
import { vi } from 'vitest';
import { json } from '@/shared/ui/__tests__/test-kit.tsx';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => unknown;

export const DICTS: Record<string, unknown[]> = {
  biz_project_status: [
    { dictLabel: '筹备', dictValue: '0', listClass: 'info', cssClass: '' },
    { dictLabel: '在建', dictValue: '1', listClass: 'primary', cssClass: '' },
  ],
  biz_project_type: [{ dictLabel: '房屋建筑', dictValue: 'building', listClass: '', cssClass: '' }],
  biz_project_news_type: [{ dictLabel: '成员加入', dictValue: 'join', listClass: 'success', cssClass: '' }],
};

/**
 * Stubs fetch: `routes` answers 'METHOD /path' (without /prod-api); dictionaries are built in;
 * anything else gets '操作成功'. Every call is recorded with its query and JSON body.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/prod-api/, '');
    const call = {
      method,
      path,
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    if (path.startsWith('/system/dict/data/type/'))
      return json({ code: 200, msg: 'ok', data: DICTS[path.split('/').pop() ?? ''] ?? [] });
    const handler = routes[`${method} ${path}`];
    return json(handler ? handler(call) : { code: 200, msg: '操作成功' });
  });
  vi.stubGlobal('fetch', fetchMock);
  const called = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  return { calls, called };
}

export const table = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', rows, total });

export function projectRow(
  projectId: number,
  projectName: string,
  extra: Partial<ProjectListRow> = {},
): ProjectListRow {
  return {
    projectId,
    parentId: 0,
    ancestors: '0',
    projectName,
    extend1: projectName,
    projectCode: `P-${projectId}`,
    projectType: 'building',
    status: '1',
    address: '杭州市滨江区',
    longitude: null,
    latitude: null,
    ownerUnit: null,
    contractorUnit: null,
    supervisorUnit: null,
    designUnit: null,
    startDate: null,
    plannedEndDate: null,
    cover: null,
    description: null,
    orderNum: 0,
    isPlace: '0',
    placeTime: null,
    createBy: 'admin',
    createTime: '2024-01-01 10:00:00',
    updateTime: null,
    star: false,
    memberCount: 3,
    childCount: 0,
    ...extra,
  };
}
