import { type Endpoint, type ProjectListRow, type ProjectRow, TABLE } from '@zj/contract';
import { beforeEach, vi } from 'vitest';
import { json } from '@/shared/ui/__tests__/test-kit.tsx';
import { reportFakeServerProblem } from './fake-problems.ts';
import { chineseEachTest } from './record-feedback.ts';

/** Every endpoint of the table with a pattern of its concrete paths, fixed paths before parameters. */
const ENDPOINTS = Object.values(TABLE)
  .flatMap((group) => Object.values(group as Record<string, Endpoint>))
  .map((e) => ({ e, pattern: new RegExp(`^${e.path.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.+')}$`) }))
  .sort((a, b) => (a.e.path.match(/[:*]/g)?.length ?? 0) - (b.e.path.match(/[:*]/g)?.length ?? 0));

/** The endpoint of the table a request reaches, as the real server would route it. */
function endpointOf(method: string, path: string): Endpoint | undefined {
  return ENDPOINTS.find(({ e, pattern }) => e.method === method && pattern.test(path))?.e;
}

/** Checks a request body against its contract schema; a refusal is a problem of the test. */
export function checkRequestBody(method: string, path: string, body: unknown): string | null {
  const schema = endpointOf(method, path)?.body;
  if (!schema || body === undefined) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const problem = `${method} ${path}: body refused by the contract: ${result.error.issues
    .map((issue) => `${issue.path.join('.')} ${issue.message}`)
    .join('; ')}`;
  reportFakeServerProblem(problem);
  return problem;
}

/** An unknown route: recorded as a problem and answered 404, as the real server would. */
export function unknownRoute(method: string, path: string, why = 'no such route in the fake server'): Response {
  const problem = `${method} ${path}: ${why}`;
  reportFakeServerProblem(problem);
  return new Response(JSON.stringify({ code: 404, msg: problem }), {
    status: 404,
    headers: { 'Content-Type': 'application/json' },
  });
}

const parseBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}
type Handler = (call: Call) => unknown;

/** A dictionary entry as GET /system/dict/data/type/:type answers it. */
export const dictItem = (dictLabel: string, dictValue: string, listClass = '') => ({
  dictLabel,
  dictValue,
  listClass,
  cssClass: '',
});

export const DICTS: Record<string, unknown[]> = {
  sys_normal_disable: [dictItem('正常', '0', 'primary'), dictItem('停用', '1', 'danger')],
  sys_yes_no: [dictItem('是', 'Y', 'primary'), dictItem('否', 'N', 'danger')],
  sys_notice_type: [dictItem('通知', '1', 'warning'), dictItem('公告', '2', 'success')],
  sys_notice_status: [dictItem('正常', '0', 'primary'), dictItem('关闭', '1', 'danger')],
  biz_project_status: [dictItem('筹备', '0', 'info'), dictItem('在建', '1', 'primary')],
  biz_project_type: [dictItem('房屋建筑', 'building')],
  biz_project_news_type: [dictItem('成员加入', 'join', 'success')],
  biz_project_user_type: [dictItem('施工单位', '0', 'primary'), dictItem('建设单位', '1', 'success')],
};

/** The usual answer of a write: `{code 200, msg '操作成功'}`. */
export const ok = () => ({ code: 200, msg: '操作成功' });

/**
 * Stubs fetch with a fake API: `routes` answers 'METHOD /path' (without /prod-api), dictionaries
 * are built in (a route of the same path answers instead). Like the real server, it answers 404
 * to a route it does not know or that is not an endpoint of the table (the server's routes), and
 * refuses a JSON body its endpoint's schema refuses; either fails
 * the test (vitest.setup.ts). Every call is recorded with its query and body; `answer` sets (or
 * changes) a route later in the test.
 */
export function fakeServer(initial: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = { ...initial };
  const calls: Call[] = [];
  /** The writes in order (method, path, body) and the reads as URLs (built-in dictionaries left out). */
  const writes: { method: string; path: string; body: unknown }[] = [];
  const reads: URL[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/prod-api/, '');
    const call = { method, path, query: url.searchParams, body: parseBody(init?.body) };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler && method === 'GET' && path.startsWith('/system/dict/data/type/'))
      return json({ code: 200, msg: 'ok', data: DICTS[path.split('/').pop() ?? ''] ?? [] });
    if (method === 'GET') reads.push(url);
    else writes.push({ method, path, body: call.body });
    if (!handler) return unknownRoute(method, path);
    // A test that fakes a call the server does not have proves nothing: the table is the server's.
    if (!endpointOf(method, path)) return unknownRoute(method, path, 'is not an endpoint of the table');
    const refused = checkRequestBody(method, path, call.body);
    if (refused) return json({ code: 500, msg: refused });
    return json(handler(call));
  });
  vi.stubGlobal('fetch', fetchMock);
  const called = (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path);
  const answer = (route: string, handler: Handler) => {
    routes[route] = handler;
  };
  return { calls, writes, reads, called, answer, fetchMock };
}

type FakeServer = ReturnType<typeof fakeServer>;

/**
 * For every test of the file: the Chinese texts and a fresh fake server without routes (the
 * returned object's `server`, and its `fetchMock`); after each, global stubs and the feedback undone.
 */
export function fakeServerEachTest() {
  const current = {} as { server: FakeServer; fetchMock: FakeServer['fetchMock'] };
  chineseEachTest();
  beforeEach(() => {
    current.server = fakeServer();
    current.fetchMock = current.server.fetchMock;
  });
  return current;
}

export const table = (rows: unknown[], total = rows.length) => ({ code: 200, msg: 'ok', rows, total });

/** A project as the server stores it (a top project under construction in 杭州市滨江区). */
export function projectOf(projectId: number, projectName: string, extra: Partial<ProjectRow> = {}): ProjectRow {
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
    ...extra,
  };
}

/** A row of the project lists: the project, not starred, with 3 members and no child. */
export function projectRow(
  projectId: number,
  projectName: string,
  extra: Partial<ProjectListRow> = {},
): ProjectListRow {
  return { ...projectOf(projectId, projectName), star: false, memberCount: 3, childCount: 0, ...extra };
}
