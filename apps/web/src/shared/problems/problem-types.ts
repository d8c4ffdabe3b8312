/** The wire shapes the problem dialog reads and writes: the problems contract. */
export type {
  ProblemCommentBody as CommentBody,
  ProblemCommentRow as CommentRow,
  ProblemDetail,
  ProblemNoticeBody as NoticeBody,
  ProblemNoticeReplyBody as NoticeReplyBody,
  ProblemNoticeRow as NoticeRow,
  ProblemRectificationBody as RectificationBody,
  ProblemRectificationRow as RectificationRow,
} from '@zj/contract';
