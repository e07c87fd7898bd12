/**
 * The blog's rich text, as one allow-list shared by the console's editor (what its toolbar can produce) and the
 * server's sanitiser (what it keeps of `html` and of the editor's JSON `content`). No dependencies: the console's
 * editor chunk and the server both import it.
 */

/** Spec §5: the text colours, as named theme colours (CSS custom properties the public site defines), not free hex. */
export const BLOG_COLORS = ['text', 'main', 'contrast', 'cta', 'black'] as const;
export type BlogColor = (typeof BLOG_COLORS)[number];
export const blogColorValue = (name: BlogColor) => `var(--color-${name})`;
/** What the console's preview and editor paint each token with; the public site sets its own values. */
export const BLOG_COLOR_PREVIEW: Record<BlogColor, string> = {
  text: '#1f2933',
  main: '#0b5cad',
  contrast: '#b45309',
  cta: '#c62828',
  black: '#000000',
};
const COLOR_VALUE = new RegExp(`^var\\(--color-(${BLOG_COLORS.join('|')})\\)$`);

/** Spec §5: font sizes 12px to 72px. */
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 72;
export const BLOG_FONT_SIZES = [12, 14, 16, 18, 20, 24, 28, 32, 36, 40, 48, 56, 64, 72] as const;
const isFontSize = (v: string) => {
  const m = /^(\d{2})px$/.exec(v);
  return Boolean(m) && Number(m![1]) >= FONT_SIZE_MIN && Number(m![1]) <= FONT_SIZE_MAX;
};
export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
/** Body headings: the page's H1 is the SEO section's; the body starts at H2. */
export const HEADING_LEVELS = [2, 3, 4] as const;

/** Tags the editor writes (StarterKit without code blocks and rules, text align, image, text style). */
export const BLOG_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'u',
  's',
  'code',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'span',
] as const;
export const BLOG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
};
/** The only `rel` and `target` a link keeps: what the editor writes. */
export const LINK_REL = 'noopener noreferrer nofollow';
export const LINK_TARGET = '_blank';

/** The style properties each tag may carry and the values they may take. */
export const styleAllowed = (tag: string, property: string, value: string): boolean => {
  const v = value.trim().toLowerCase();
  if (property === 'text-align')
    return ['p', 'h2', 'h3', 'h4'].includes(tag) && (TEXT_ALIGNS as readonly string[]).includes(v);
  if (tag !== 'span') return false;
  if (property === 'color') return COLOR_VALUE.test(v);
  if (property === 'font-size') return isFontSize(v);
  return false;
};
export const STYLE_RULES = {
  color: COLOR_VALUE,
  fontSize: /^(1[2-9]|[2-6]\d|7[0-2])px$/,
  textAlign: /^(left|center|right|justify)$/,
};

/**
 * A link the body may keep: http(s), mailto, or a path on the public site (`/blog/...`). No other scheme, no
 * protocol-relative `//host`, no spaces or control characters (which browsers strip to hide a `javascript:`).
 */
const hasControlOrSpace = (text: string) =>
  [...text].some((ch) => ch.charCodeAt(0) <= 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\' || /\s/.test(ch));
export const safeHref = (href: unknown): href is string =>
  typeof href === 'string' &&
  href.length <= 2000 &&
  !hasControlOrSpace(href) &&
  /^(https?:\/\/[^/]|mailto:[^:]|\/(?!\/))/i.test(href);

/** An image the body may show: only the platform's own media files (`/media/<folder>/<uuid>[-<width>].<ext>`). */
export const MEDIA_SRC =
  /^\/media\/[a-z0-9][a-z0-9-]{0,39}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-[1-9][0-9]{0,4})?\.(jpg|png|webp|avif)$/;
export const safeImageSrc = (src: unknown): src is string => typeof src === 'string' && MEDIA_SRC.test(src);
/** The publicIds of the media images a body shows (HTML and the editor's JSON), for the platform's where-used. */
export function bodyMediaIds(html: unknown, content: unknown): string[] {
  const srcs =
    typeof html === 'string' ? [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/gi)].flatMap((m) => m[1] ?? []) : [];
  const stack: unknown[] = [content];
  while (stack.length) {
    const node = stack.pop();
    if (!isObject(node)) continue;
    if (node.type === 'image' && isObject(node.attrs) && typeof node.attrs.src === 'string') srcs.push(node.attrs.src);
    if (Array.isArray(node.content)) stack.push(...node.content);
  }
  const ids = srcs
    .filter(safeImageSrc)
    .flatMap((src) => /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/.exec(src)?.[1] ?? []);
  return [...new Set(ids)];
}

/** The media folder of images uploaded from the blog editor (preset 'blog'). */
export const BLOG_MEDIA_FOLDER = 'blog';

/* ---------- the editor's JSON (`content`) ---------- */

export interface RichMark {
  type: string;
  attrs?: Record<string, unknown>;
}
export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: RichMark[];
  text?: string;
}

const MAX_DEPTH = 40;
const MAX_NODES = 50_000;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value has the shape of the editor's document (a tree of `{type, attrs?, content?, marks?, text?}`). */
export function isRichDoc(value: unknown): value is RichNode {
  if (!isObject(value) || value.type !== 'doc') return false;
  let count = 0;
  const stack: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (++count > MAX_NODES || depth > MAX_DEPTH || !isObject(node) || typeof node.type !== 'string') return false;
    if (node.attrs !== undefined && !isObject(node.attrs)) return false;
    if (node.text !== undefined && typeof node.text !== 'string') return false;
    if (
      node.marks !== undefined &&
      (!Array.isArray(node.marks) || !node.marks.every((m) => isObject(m) && typeof m.type === 'string'))
    )
      return false;
    if (node.content !== undefined) {
      if (!Array.isArray(node.content)) return false;
      for (const child of node.content) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return true;
}

const BLOCKS = new Set(['doc', 'paragraph', 'heading', 'bulletList', 'orderedList', 'listItem', 'blockquote']);
const LEAVES = new Set(['text', 'hardBreak', 'image']);

const alignOf = (attrs: Record<string, unknown> | undefined) =>
  typeof attrs?.textAlign === 'string' && (TEXT_ALIGNS as readonly string[]).includes(attrs.textAlign)
    ? attrs.textAlign
    : null;
const sizeOf = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 10_000 ? v : null);
const shortText = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : null);

function cleanMark(mark: RichMark): RichMark | null {
  switch (mark.type) {
    case 'bold':
    case 'italic':
    case 'underline':
    case 'strike':
    case 'code':
      return { type: mark.type };
    case 'link':
      return safeHref(mark.attrs?.href)
        ? { type: 'link', attrs: { href: mark.attrs.href, target: LINK_TARGET, rel: LINK_REL } }
        : null;
    case 'textStyle': {
      const color =
        typeof mark.attrs?.color === 'string' && COLOR_VALUE.test(mark.attrs.color) ? mark.attrs.color : null;
      const fontSize =
        typeof mark.attrs?.fontSize === 'string' && isFontSize(mark.attrs.fontSize) ? mark.attrs.fontSize : null;
      return color || fontSize ? { type: 'textStyle', attrs: { color, fontSize } } : null;
    }
    default:
      return null;
  }
}

function cleanAttrs(node: RichNode): Record<string, unknown> | undefined | false {
  const a = node.attrs;
  switch (node.type) {
    case 'paragraph':
      return { textAlign: alignOf(a) };
    case 'heading':
      return (HEADING_LEVELS as readonly unknown[]).includes(a?.level)
        ? { textAlign: alignOf(a), level: a!.level }
        : false;
    case 'orderedList':
      return {
        start: typeof a?.start === 'number' && Number.isInteger(a.start) && a.start >= 0 && a.start < 1e6 ? a.start : 1,
      };
    case 'image':
      return safeImageSrc(a?.src)
        ? {
            src: a.src,
            alt: shortText(a?.alt, 500),
            title: shortText(a?.title, 500),
            width: sizeOf(a?.width),
            height: sizeOf(a?.height),
          }
        : false;
    default:
      return undefined;
  }
}

/**
 * The editor's document with what the allow-list keeps: the same node kinds, marks, link schemes, media images,
 * colour tokens, font sizes and alignments as the HTML sanitiser. Unknown nodes are dropped with their content,
 * unknown marks and attributes are dropped; a heading of another level becomes a paragraph.
 */
export function sanitizeRichDoc(doc: RichNode): RichNode {
  const clean = (node: RichNode): RichNode[] => {
    if (node.type === 'text') {
      if (typeof node.text !== 'string' || node.text === '') return [];
      const marks = (node.marks ?? []).map(cleanMark).filter((m): m is RichMark => m !== null);
      return [{ type: 'text', text: node.text, ...(marks.length ? { marks } : {}) }];
    }
    if (!BLOCKS.has(node.type) && !LEAVES.has(node.type)) return [];
    const children = (node.content ?? []).flatMap(clean);
    const attrs = cleanAttrs(node);
    if (attrs === false)
      return node.type === 'heading' ? [{ type: 'paragraph', attrs: { textAlign: null }, content: children }] : [];
    const out: RichNode = { type: node.type };
    if (attrs) out.attrs = attrs;
    if (BLOCKS.has(node.type) && children.length) out.content = children;
    return [out];
  };
  const [root] = clean({ ...doc, type: 'doc' });
  return root ?? { type: 'doc' };
}

/** Every link of a document's HTML, for the console's check of links to blog posts that do not exist. */
export const blogLinksOf = (html: string): string[] =>
  [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)]
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/blog/'));
