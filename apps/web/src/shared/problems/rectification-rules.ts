import { PROBLEM_LIMITS } from '@zj/contract';

/** Rectification limits (spec 02 §5, §9). */
export const RECTIFICATION_RULES = {
  contentMax: PROBLEM_LIMITS.rectificationContent,
  photosMax: PROBLEM_LIMITS.rectificationPhotos,
  photoMb: PROBLEM_LIMITS.rectificationPhotoMb,
} as const;
/** Image types a rectification photo may have. */
export const RECTIFICATION_PHOTO_TYPES = ['png', 'jpg', 'jpeg', 'webp', 'bmp', 'gif'] as const;
/** Chat limit (spec 02 §5). */
export const CHAT_MAX = PROBLEM_LIMITS.comment;
