import sanitizeHtml from 'sanitize-html';
import { badRequest } from './app-error.ts';

const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%|pt)?$/;
/** A URL without what browsers ignore in it (ASCII whitespace and controls), to judge it. */
const withoutNoise = (url: string) =>
  [...url].filter((c) => c.charCodeAt(0) > 0x20 && c.charCodeAt(0) !== 0x7f).join('');
/** A URL with a scheme (`http:`, `ftp:` …) or protocol-relative (`//host`, `\\host`): another host. */
const ABSOLUTE = /^([a-z][a-z0-9+.-]*:|[/\\]{2})/i;
/** An upload of this server named by a full URL (pasted from a page of it): kept as its path. */
const OWN_UPLOAD = /^https?:\/\/[^/?#\\]+(\/prod-api\/file\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.[a-z0-9]{1,5})$/i;

/**
 * The `src` an image keeps: an inline `data:` image, a path on this server (an upload), or an
 * upload named by a full URL, as its path. Any other host's image would be fetched by every
 * reader's browser (a tracking pixel, a leak of who reads what and when) and is refused by the
 * policy's img-src anyway: answers `remote`.
 */
function imageSource(raw: string): { src: string } | { remote: string } {
  const src = raw.trim();
  const plain = withoutNoise(src);
  if (/^data:/i.test(plain) || !ABSOLUTE.test(plain)) return { src };
  const own = OWN_UPLOAD.exec(plain)?.[1];
  return own ? { src: own } : { remote: src };
}

/**
 * Rich text of the editors (notices, bulletins, knowledge articles), cleaned on the server so
 * stored HTML is safe whatever client sent it: no script/style/iframe/object/embed/form, no
 * on* handlers, only http(s)/mailto/tel and relative links, images only from this server
 * (uploads) or inline `data:` images, and a short list of inline styles with checked values.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'span',
    'font',
    'u',
    's',
    'del',
    'ins',
    'sub',
    'sup',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
    font: ['color'],
    '*': ['class', 'style'],
  },
  allowedClasses: { '*': [/^ql-[\w-]+$/, /^w-e-[\w-]+$/] },
  allowedStyles: {
    '*': {
      color: [COLOR],
      'background-color': [COLOR],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      'font-size': [LENGTH],
      'font-weight': [/^(normal|bold|bolder|lighter|\d{3})$/],
      'font-style': [/^(normal|italic)$/],
      'line-height': [LENGTH],
      'padding-left': [LENGTH],
      'text-indent': [LENGTH],
      width: [LENGTH],
      height: [LENGTH],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images: paths of this server or data: (remote ones are refused before, see imageSource).
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * The stored form of rich text. An image of another host is refused (code 500, 内容中的图片须先上传…
 * naming it) rather than dropped: the author learns that the picture must be uploaded instead of
 * finding it silently gone from the saved text.
 */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  let remote: string | undefined;
  const clean = sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const { src: raw, ...rest } = attribs;
        if (raw === undefined) return { tagName, attribs };
        const source = imageSource(raw);
        if ('remote' in source) remote ??= source.remote;
        // data: only for real base64 images (not data:text/html, not SVG): otherwise no src.
        if ('remote' in source || (/^data:/i.test(source.src) && !SAFE_IMAGE_DATA.test(source.src)))
          return { tagName, attribs: rest };
        return { tagName, attribs: { ...attribs, src: source.src } };
      },
    },
  });
  if (remote !== undefined) throw badRequest('richText.remoteImage', { src: remote.slice(0, 200) });
  return clean;
}
