/** Rectification limits (spec 02 §5, §9). */
export const RECTIFICATION_RULES = { contentMax: 100, photosMax: 3, photoMb: 10 } as const;
/** Image types a rectification photo may have. */
export const RECTIFICATION_PHOTO_TYPES = ['png', 'jpg', 'jpeg', 'webp', 'bmp', 'gif'] as const;
/** Chat limit (spec 02 §5). */
export const CHAT_MAX = 100;
