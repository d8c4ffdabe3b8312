import { describe, expect, it } from 'vitest';
import { attachmentName, isImageAttachment, shortAttachmentName } from '../attachment.ts';

describe('chat attachments (spec 02 §5, §9)', () => {
  it('shows jpeg/webp/bmp/jpg/png/tif/gif/apng as images, whatever the case', () => {
    for (const ext of ['jpeg', 'webp', 'bmp', 'jpg', 'png', 'tif', 'gif', 'apng', 'PNG'])
      expect(isImageAttachment(`/prod-api/file/2026/01/01/a.${ext}`)).toBe(true);
    for (const ext of ['pdf', 'docx', 'svg', 'tiff', ''])
      expect(isImageAttachment(`/prod-api/file/2026/01/01/a.${ext}`)).toBe(false);
  });

  it('keeps names up to 25 characters and cuts longer ones to 23 minus the extension, then … and the extension', () => {
    expect(shortAttachmentName('short.pdf')).toBe('short.pdf');
    const exact = `${'a'.repeat(21)}.pdf`;
    expect(exact).toHaveLength(25);
    expect(shortAttachmentName(exact)).toBe(exact);
    const long = `${'b'.repeat(30)}.docx`;
    expect(shortAttachmentName(long)).toBe(`${'b'.repeat(18)}....docx`);
    expect(shortAttachmentName('x'.repeat(30))).toBe(`${'x'.repeat(23)}...`);
  });

  it('reads the name from the URL', () => {
    expect(attachmentName('/prod-api/file/2026/01/01/%E6%8A%A5%E5%91%8A.pdf')).toBe('报告.pdf');
  });
});
