import { useQuery } from '@tanstack/react-query';
import { API } from '@zj/contract/api';
import { call } from '@/shared/api/call.ts';
import type { CommentBody, NoticeBody, NoticeReplyBody, RectificationBody } from './problem-types.ts';

/** Model problems are read by 问题追踪's calls (API.problems), quality and safety ones by API.qualityProblems. */
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
  /** A quality or safety problem, or a model problem (问题追踪's own call). */
  get: async (id: number, family: ProblemFamily = 'quality') =>
    (family === 'model'
      ? await call(API.problems.get, { params: { id } })
      : await call(API.qualityProblems.get, { params: { id } })
    ).data,
  /** 2 applies for completion (starts the approval), 3 completes at once. */
  setStatus: (problemId: number, status: 2 | 3) => call(API.qualityProblems.setStatus, { body: { problemId, status } }),
  rectifications: (problemId: number) =>
    call(API.qualityProblems.rectifications, { query: { problemId, pageNum: 1, pageSize: 100 } }),
  /** The rectifications a completion approval is about (its approvers). */
  approvalRectifications: (instanceId: number) =>
    call(API.qualityProblems.approvalRectifications, { params: { instanceId } }),
  rectification: async (id: number) => (await call(API.qualityProblems.rectification, { params: { id } })).data,
  addRectification: (body: RectificationBody) => call(API.qualityProblems.addRectification, { body }),
  comments: (problemId: number) =>
    call(API.qualityProblems.comments, { query: { problemId, pageNum: 1, pageSize: 500 } }),
  addComment: (body: CommentBody) => call(API.qualityProblems.addComment, { body }),
  /** A new read-only link token (the creator; an older link stops working). */
  share: async (id: number) => (await call(API.problems.share, { params: { id } })).data,
  /** The link stops working. */
  unshare: (id: number) => call(API.problems.unshare, { params: { id } }),
  /** A special-inspection notice with its reply. */
  notice: async (id: number) => (await call(API.qualityProblems.notice, { params: { id } })).data,
  /** A recipient's reply (once; the sender is told). */
  replyNotice: (body: NoticeReplyBody) => call(API.qualityProblems.replyNotice, { body }),
  /** The special-inspection notice (each recipient gets a message). */
  sendNotice: (body: NoticeBody) => call(API.qualityProblems.addNotice, { body }),
  /** The project's members as options (collaborators, notice recipients): any member may read them. */
  members: (projectId: number) => call(API.projectRoles.memberOptions, { params: { id: projectId } }),
};

/**
 * Others move a problem on while its dialog is closed (an approver approves in 待办, the applicant
 * resubmits there, a member comments): the topic's live events reach only an open dialog, so what
 * the dialog shows is read again whenever it opens, never served from an earlier opening's cache.
 */
const READ_ON_OPEN = { staleTime: 0 } as const;

export const useProblem = (id: number | null, family: ProblemFamily = 'quality') =>
  useQuery({
    queryKey: problemKeys.problemOf(id ?? 0, family),
    queryFn: () => problemApi.get(id ?? 0, family),
    enabled: Boolean(id),
    ...READ_ON_OPEN,
  });

export const useRectifications = (id: number | null) =>
  useQuery({
    queryKey: problemKeys.rectifications(id ?? 0),
    queryFn: () => problemApi.rectifications(id ?? 0),
    enabled: Boolean(id),
    ...READ_ON_OPEN,
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
    ...READ_ON_OPEN,
  });

export const useMembers = (projectId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: problemKeys.members(projectId ?? 0),
    queryFn: () => problemApi.members(projectId ?? 0),
    enabled: enabled && Boolean(projectId),
  });

export const useNotice = (id: number | null) =>
  useQuery({ queryKey: problemKeys.notice(id ?? 0), queryFn: () => problemApi.notice(id ?? 0), enabled: id !== null });
