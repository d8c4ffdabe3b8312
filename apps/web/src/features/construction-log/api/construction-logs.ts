import { useQuery } from '@tanstack/react-query';
import type { ConstructionLogBody, ConstructionLogEditBody } from '@zj/contract';
import { API } from '@zj/contract/api';
import dayjs from 'dayjs';
import { call } from '@/shared/api/call.ts';
import { type Paged, useInvalidatingMutation, useListQuery, useRecordQuery } from '@/shared/api/query-hooks.ts';
import { logKeys } from './log-keys.ts';

export type LogListQuery = Paged<{ projectId: number; month?: string; author?: string }>;

/** The days of a month (YYYY-MM) that have a log, signed or not. */
export const useLogCalendar = (projectId: number, month: string) =>
  useQuery({
    queryKey: logKeys.calendar(projectId, month),
    queryFn: async () => (await call(API.constructionLogs.calendar, { query: { projectId, month } })).data,
  });

/** A page of the project's logs, newest day first. */
export const useLogList = (query: LogListQuery) =>
  useListQuery(logKeys.list(query.projectId, query), () => call(API.constructionLogs.list, { query }));

/** One log with its sections (null: none to read). */
export const useLog = (projectId: number, logId: number | null) =>
  useRecordQuery(logKeys.one(projectId, logId), logId, async (id: number) => {
    const answer = await call(API.constructionLogs.get, { params: { logId: id } });
    return answer.data;
  });

/** The writes of a log; each reloads the project's calendar, list and the log. */
export function useLogChanges(projectId: number) {
  const stale = logKeys.project(projectId);
  return {
    add: useInvalidatingMutation(
      async (body: ConstructionLogBody) => (await call(API.constructionLogs.add, { body })).data,
      stale,
    ),
    edit: useInvalidatingMutation((body: ConstructionLogEditBody) => call(API.constructionLogs.edit, { body }), stale),
    remove: useInvalidatingMutation((logId: number) => call(API.constructionLogs.remove, { params: { logId } }), stale),
    sign: useInvalidatingMutation((logId: number) => call(API.constructionLogs.sign, { params: { logId } }), stale),
  };
}

/** The project's last log before `date` (the one a new day's manpower and machinery are copied from). */
export async function previousLog(projectId: number, date: string) {
  const before = dayjs(date).subtract(1, 'day').format('YYYY-MM-DD');
  const page = await call(API.constructionLogs.list, {
    query: { projectId, endDate: before, pageNum: 1, pageSize: 1 },
  });
  const last = page.rows[0];
  return last ? (await call(API.constructionLogs.get, { params: { logId: last.logId } })).data : null;
}
