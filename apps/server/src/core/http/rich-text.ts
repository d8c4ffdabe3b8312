import sanitizeHtml from 'sanitize-html';

const SAFE_IMAGE_DATA = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/i;
const LENGTH = /^\d+(\.\d+)?(px|em|rem|%|pt)?$/;

/**
 * Rich text of the editors (notices, bulletins, knowledge articles), cleaned on the server so
 * stored HTML is safe whatever client sent it: no script/style/iframe/object/embed/form, no
 * on* handlers, only http(s)/mailto/tel and relative links, `data:` only for inline images,
 * and a short list of inline styles with checked values.
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
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  transformTags: {
    // data: is allowed on img only for real base64 images (not data:text/html, not SVG).
    img: (tagName, attribs) => {
      const src = attribs.src?.trim() ?? '';
      if (/^data:/i.test(src) && !SAFE_IMAGE_DATA.test(src)) {
        const { src: _dropped, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  return sanitizeHtml(html, OPTIONS);
}
