import { CHAT_IMAGE_EXTENSIONS } from '@zj/contract';

/** Chat attachments shown as images (spec 02 §5). */
export const IMAGE_EXTENSIONS = CHAT_IMAGE_EXTENSIONS;

/** Names longer than this are cut (spec 02 §5). */
export const NAME_LIMIT = 25;
/** Cut to this many characters minus the extension's length (spec 02 §9). */
export const NAME_KEEP = 23;

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1);
};

/** The file name of an attachment URL (its last path segment, decoded). */
export function attachmentName(url: string): string {
  const path = url.split('?')[0] ?? url;
  const last = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Shown as an image when the extension is one of IMAGE_EXTENSIONS (case-insensitive). */
export const isImageAttachment = (url: string) =>
  (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(attachmentName(url)).toLowerCase());

/**
 * A link's text: names up to 25 characters stay; longer ones keep 23 minus the extension's
 * length characters, then '...' and the extension ('a-very-long-report-name-2026.pdf' →
 * 'a-very-long-report-n....pdf').
 */
export function shortAttachmentName(name: string): string {
  if (name.length <= NAME_LIMIT) return name;
  const extension = extensionOf(name);
  const suffix = extension ? `.${extension}` : '';
  return `${name.slice(0, Math.max(0, NAME_KEEP - suffix.length))}...${suffix}`;
}
