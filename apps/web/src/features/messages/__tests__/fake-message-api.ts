import type { ApprovalRecord, SafetyReportRow, SysMessageRow } from '@zj/contract';
import { problemDetail } from '@/shared/testing/problem-detail.ts';
import { adminUser, json } from '@/shared/ui/__tests__/test-kit.tsx';

/** The logged-in user of the component tests (user 1: the project tree is /treelist). */
export const user = adminUser();

export const row = (id: number, relateTable: string | null, over: Partial<SysMessageRow> = {}): SysMessageRow => ({
  id,
  title: `消息${id}`,
  content: null,
  relateTable,
  relateId: String(id * 10),
  projectId: null,
  status: '0',
  recipient: 1,
  createBy: 'admin',
  createTime: `2026-05-0${id} 09:00:00`,
  ...over,
});

/** The server's messages: the fake API below reads and changes them. */
export const server: {
  messages: SysMessageRow[];
  approvals: Record<string, ApprovalRecord[]>;
  reports: Record<string, SafetyReportRow>;
} = {
  messages: [],
  approvals: {},
  reports: {},
};

/** The message, project-tree, band and permission calls, answered from `server`. */
export async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const method = init?.method ?? 'GET';
  const path = url.pathname;
  if (path === '/prod-api/system/message/listSysMessage') {
    const rows = server.messages.filter((m) => m.status === url.searchParams.get('status'));
    return json({ code: 200, msg: 'ok', rows, total: rows.length });
  }
  if (path === '/prod-api/system/message/editSysMessage' && method === 'PUT') {
    const body = JSON.parse(String(init?.body)) as { id: number; status: string };
    server.messages = server.messages.map((m) => (m.id === body.id ? { ...m, status: body.status } : m));
    return json({ code: 200, msg: '操作成功' });
  }
  if (path === '/prod-api/system/message/readAllMessage' && method === 'POST') {
    server.messages = server.messages.map((m) => ({ ...m, status: '1' }));
    return json({ code: 200, msg: '操作成功' });
  }
  if (path.startsWith('/prod-api/business/safetyFile/getSafetyReport/')) {
    const report = server.reports[path.split('/').pop() ?? ''];
    return json(report ? { code: 200, msg: 'ok', data: report } : { code: 500, msg: '安全报告不存在' });
  }
  if (path.startsWith('/prod-api/system/order/approval/')) {
    return json({ code: 200, msg: 'ok', data: server.approvals[path.split('/').pop() ?? ''] ?? [] });
  }
  if (path === '/prod-api/business/project/treelist') {
    const child = (projectId: number, projectName: string) => ({
      projectId,
      parentId: 2,
      projectName,
      extend1: projectName,
    });
    const tree = [{ ...child(2, '园区'), parentId: 0, children: [child(3, '一号楼'), child(4, '二号楼')] }];
    return json({ code: 200, msg: 'ok', data: tree });
  }
  if (path.startsWith('/prod-api/business/project/bands/')) {
    const bands = path.endsWith('/3') ? [{ bandId: 1, projectId: 3, bandName: '主体' }] : [];
    return json({ code: 200, msg: 'ok', data: bands });
  }
  if (path === '/prod-api/business/projectRole/getUserProjectPermission/1') {
    return json({ code: 200, msg: 'ok', data: { '3': ['business:project:query'] } });
  }
  if (path === '/prod-api/business/quality/getQualityProblem/80') {
    return json({ code: 200, msg: 'ok', data: QUALITY_PROBLEM });
  }
  if (
    path === '/prod-api/business/quality/listQualityProblemRectification' ||
    path === '/prod-api/business/quality/listQualityProblemComment'
  ) {
    return json({ code: 200, msg: 'ok', rows: [], total: 0 });
  }
  return json({ code: 404, msg: 'not found' });
}

/** The quality problem message 8 refers to (relateId 80). */
const QUALITY_PROBLEM = problemDetail({ problemId: 80, id: 80, projectId: 3, projectName: '一号楼' });
