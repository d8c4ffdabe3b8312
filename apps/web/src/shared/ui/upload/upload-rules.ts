import type { ClientMessageKey } from '@zj/contract';

/** A rule broken by a chosen file: the catalogue text and its parameters. */
export interface UploadProblem {
  key: ClientMessageKey;
  params: Record<string, string | number>;
}

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/**
 * RuoYi's type check: a type matches when the mime type or the extension contains it
 * ('docx' counts as 'doc'). An empty type list accepts everything.
 */
export function typeAllowed(file: { name: string; type: string }, types: readonly string[]): boolean {
  if (types.length === 0) return true;
  const extension = extensionOf(file.name);
  const mime = (file.type || '').toLowerCase();
  return types.some((type) => {
    const wanted = type.toLowerCase();
    return (mime !== '' && mime.includes(wanted)) || (extension !== '' && extension.includes(wanted));
  });
}

export interface UploadRules {
  types: readonly string[];
  /** Megabytes; 0 or less: no limit. */
  maxMb: number;
  /** Files the widget may hold. */
  limit: number;
  /** 'image' uses the image texts of spec 01 §5. */
  image?: boolean;
}

/** The count rule for a batch of `adding` files when `current` are already there. */
export function countProblem(current: number, adding: number, limit: number): UploadProblem | null {
  return limit > 0 && current + adding > limit ? { key: 'upload.tooMany', params: { n: limit } } : null;
}

/** Type and size rules of one file (spec 01 §5), in RuoYi's order: type first, then size. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  rules: UploadRules,
): UploadProblem | null {
  if (!typeAllowed(file, rules.types)) {
    return { key: rules.image ? 'upload.badImageType' : 'upload.badType', params: { types: rules.types.join('/') } };
  }
  if (rules.maxMb > 0 && file.size / 1024 / 1024 > rules.maxMb) {
    return { key: rules.image ? 'upload.imageTooLarge' : 'upload.tooLarge', params: { n: rules.maxMb } };
  }
  return null;
}

/** Comma-joined URLs (the widgets' value) to a list, and back. */
export const splitUrls = (value: string | null | undefined) =>
  (value ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
export const joinUrls = (urls: readonly string[]) => urls.join(',');

/** The name shown for a stored URL: its last path segment. */
export const nameOfUrl = (url: string) => decodeURIComponent(url.slice(url.lastIndexOf('/') + 1));
