import { useQuery } from '@tanstack/react-query';
import type { AjaxResult, TableResult } from '@zj/contract';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import { http } from '@/shared/api/request.ts';
import type {
  CommentBody,
  CommentRow,
  NoticeBody,
  NoticeReplyBody,
  NoticeRow,
  ProblemDetail,
  RectificationBody,
  RectificationRow,
} from './problem-types.ts';

const Q = '/business/quality';

/** Model problems are read through /business/problem, quality and safety ones through /business/quality. */
export type ProblemFamily = 'model' | 'quality';

export const problemKeys = {
  all: ['problem'] as const,
  problem: (id: number) => ['problem', 'detail', id] as const,
  problemOf: (id: number, family: ProblemFamily) => ['problem', 'detail', id, family] as const,
  rectifications: (id: number) => ['problem', 'rectifications', id] as const,
  approvalRectifications: (instanceId: number) => ['problem', 'approval-rectifications', instanceId] as const,
  rectification: (id: number) => ['problem', 'rectification', id] as const,
  comments: (id: number) => ['problem', 'comments', id] as const,
  members: (projectId: number) => ['problem', 'members', projectId] as const,
  notice: (id: number) => ['problem', 'notice', id] as const,
};

/** The calls of the problem dialog (spec 02 §7 "Problem dialog actions"). */
export const problemApi = {
  /** GET /business/quality/getQualityProblem/{id}, or /business/problem/{id} for a model problem. */
  get: async (id: number, family: ProblemFamily = 'quality') =>
    (
      await http.get<AjaxResult<ProblemDetail>>(
        family === 'model' ? `/business/problem/${id}` : `${Q}/getQualityProblem/${id}`,
      )
    ).data,
  /** PUT updateProblemStatus: 2 applies for completion (starts the approval), 3 completes at once. */
  setStatus: (problemId: number, status: 2 | 3) => http.put(`${Q}/updateProblemStatus`, { problemId, status }),
  /** GET listQualityProblemRectification?problemId= */
  rectifications: (problemId: number) =>
    http.get<TableResult<RectificationRow>>(`${Q}/listQualityProblemRectification`, {
      problemId,
      pageNum: 1,
      pageSize: 100,
    }),
  /** GET listApprovalRectification/{instanceId}: the rectifications a completion approval is about (its approvers). */
  approvalRectifications: (instanceId: number) =>
    http.get<TableResult<RectificationRow>>(`${Q}/listApprovalRectification/${instanceId}`),
  /** GET getQualityProblemRectification/{id} */
  rectification: async (id: number) =>
    (await http.get<AjaxResult<RectificationRow>>(`${Q}/getQualityProblemRectification/${id}`)).data,
  /** POST addQualityProblemRectification */
  addRectification: (body: RectificationBody) => http.post(`${Q}/addQualityProblemRectification`, body),
  /** GET listQualityProblemComment?problemId= */
  comments: (problemId: number) =>
    http.get<TableResult<CommentRow>>(`${Q}/listQualityProblemComment`, { problemId, pageNum: 1, pageSize: 500 }),
  /** POST addQualityProblemComment */
  addComment: (body: CommentBody) => http.post(`${Q}/addQualityProblemComment`, body),
  /** POST /business/problem/share/{id}: a new read-only link token (the creator; an older link stops working). */
  share: async (id: number) => (await http.post<AjaxResult<{ token: string }>>(`/business/problem/share/${id}`)).data,
  /** DELETE /business/problem/share/{id}: the link stops working. */
  unshare: (id: number) => http.delete(`/business/problem/share/${id}`),
  /** GET getQualityNotice/{id}: a special-inspection notice with its reply. */
  notice: async (id: number) => (await http.get<AjaxResult<NoticeRow>>(`${Q}/getQualityNotice/${id}`)).data,
  /** PUT replyQualityNotice: a recipient's reply (once; the sender is told). */
  replyNotice: (body: NoticeReplyBody) => http.put(`${Q}/replyQualityNotice`, body),
  /** POST addQualityNotice: the special-inspection notice (each recipient gets a message). */
  sendNotice: (body: NoticeBody) => http.post(`${Q}/addQualityNotice`, body),
  /** The project's members as options (collaborators, notice recipients): any member may read them. */
  members: (projectId: number) => call(API.projectRoles.memberOptions, { params: { id: projectId } }),
};

export const useProblem = (id: number | null, family: ProblemFamily = 'quality') =>
  useQuery({
    queryKey: problemKeys.problemOf(id ?? 0, family),
    queryFn: () => problemApi.get(id ?? 0, family),
    enabled: Boolean(id),
  });

export const useRectifications = (id: number | null) =>
  useQuery({
    queryKey: problemKeys.rectifications(id ?? 0),
    queryFn: () => problemApi.rectifications(id ?? 0),
    enabled: Boolean(id),
  });

export const useApprovalRectifications = (instanceId: number) =>
  useQuery({
    queryKey: problemKeys.approvalRectifications(instanceId),
    queryFn: () => problemApi.approvalRectifications(instanceId),
  });

export const useRectification = (id: number | null) =>
  useQuery({
    queryKey: problemKeys.rectification(id ?? 0),
    queryFn: () => problemApi.rectification(id ?? 0),
    enabled: Boolean(id),
  });

export const useComments = (id: number | null) =>
  useQuery({
    queryKey: problemKeys.comments(id ?? 0),
    queryFn: () => problemApi.comments(id ?? 0),
    enabled: Boolean(id),
  });

export const useMembers = (projectId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: problemKeys.members(projectId ?? 0),
    queryFn: () => problemApi.members(projectId ?? 0),
    enabled: enabled && Boolean(projectId),
  });

export const useNotice = (id: number | null) =>
  useQuery({ queryKey: problemKeys.notice(id ?? 0), queryFn: () => problemApi.notice(id ?? 0), enabled: id !== null });
