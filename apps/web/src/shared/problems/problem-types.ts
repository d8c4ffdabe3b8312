/**
 * The wire shapes the problem dialog reads and writes (spec 02 §3 Problem, Rectification,
 * Comment, Notice form). They follow the problems contract (packages/contract/src/problems.ts).
 */
export interface ProblemDetail {
  id: number;
  projectId: number;
  name: string;
  content: string | null;
  level: string | null;
  files: string | null;
  createTime: string | null;
  type: string | null;
  /** '1' quality, '2' safety. */
  problemType: string | null;
  implementerUser: string[];
  extend1: string | null;
  status: number;
}

export interface RectificationRow {
  id: number;
  problemId: number;
  content: string;
  files: string;
  creator: string;
  createTime: string | null;
}

export interface CommentRow {
  id: number;
  problemId: number;
  commentDetail: string;
  extend1: string | null;
  userId: number;
  creator: string;
  createTime: string | null;
}

export interface RectificationBody {
  problemId: number;
  content: string;
  files: string;
}

export interface CommentBody {
  problemId: number;
  commentDetail: string;
  extend1?: string;
}

export interface NoticeBody {
  projectId: number;
  extend1: string;
  problemId: number;
  projectName: string;
  level: string;
  type: string;
  dept: string;
  createTime: string;
  content: string;
  problem: string;
  problemFiles: string;
  rectification: string;
  rectificationFiles: string;
  rectificationStatus: string;
  inspectionContent: string;
  participants: string;
  processed: string;
  recipient: string;
  rectificationTime: string;
}
