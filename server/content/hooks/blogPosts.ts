import { and, eq, ne, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import {
  BLOG_ATTRIBUTES,
  BLOG_TAGS,
  LINK_REL,
  LINK_TARGET,
  safeHref,
  safeImageSrc,
  sanitizeRichDoc,
  STYLE_RULES,
  type RichNode,
} from '../../../contract/content/blogRichText.ts';
import { URL_TAKEN } from '../../../contract/content/blogPosts.ts';
import { documents } from '../../db/schema.ts';
import type { ContentHook } from './index.ts';

/** How many URLs a post keeps answering with a redirect (its latest renames). */
const FORMER_URLS_KEPT = 50;
const ALIGN = { 'text-align': [STYLE_RULES.textAlign] };
const DIMENSION = /^\d{1,5}$/;

/**
 * The allow-list of blogRichText.ts as sanitize-html options: exactly what the editor writes. Links keep only
 * http(s), mailto and site paths (with the editor's own target and rel); images only the platform's media files;
 * styles only the colour tokens and 12–72px on spans and the alignment of paragraphs and headings. Everything else
 * is dropped; script, style and other raw-text elements are dropped with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOG_TAGS],
  allowedAttributes: { ...BLOG_ATTRIBUTES, span: ['style'], p: ['style'], h2: ['style'], h3: ['style'], h4: ['style'] },
  allowedStyles: {
    span: { color: [STYLE_RULES.color], 'font-size': [STYLE_RULES.fontSize] },
    p: ALIGN,
    h2: ALIGN,
    h3: ALIGN,
    h4: ALIGN,
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'xmp',
    'noembed',
    'noframes',
    'template',
    'svg',
    'math',
    'object',
  ],
  parseStyleAttributes: true,
  transformTags: {
    // A link whose address is not allowed keeps its text, as the editor's JSON keeps it without the link mark.
    a: (tagName, attribs): sanitizeHtml.Tag =>
      safeHref(attribs.href)
        ? { tagName, attribs: { href: attribs.href, target: LINK_TARGET, rel: LINK_REL } }
        : { tagName: 'span', attribs: {} },
    img: (tagName, attribs) => ({
      tagName,
      attribs: Object.fromEntries(
        Object.entries({
          src: attribs.src,
          alt: attribs.alt,
          title: attribs.title,
          width: attribs.width,
          height: attribs.height,
        }).filter(([k, v]) => v !== undefined && ((k !== 'width' && k !== 'height') || DIMENSION.test(v))),
      ) as Record<string, string>,
    }),
    ol: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.start && /^\d{1,6}$/.test(attribs.start) ? { start: attribs.start } : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !safeImageSrc(frame.attribs.src),
};

/** The body's HTML as the public site may show it. */
export const sanitizeBlogHtml = (html: string) => sanitizeHtml(html, OPTIONS);

const isRichNode = (v: unknown): v is RichNode =>
  typeof v === 'object' && v !== null && typeof (v as RichNode).type === 'string';

/**
 * Blog posts (issue 19): the body is sanitised on every save (HTML and the editor's JSON, one allow-list), an
 * active post that moves keeps its former URLs for the public API's redirects, and two posts never share a URL.
 */
export const blogPostsHook: ContentHook = {
  prepare(data, { current }) {
    const url = String(data.url);
    const former = new Set(
      Array.isArray(current?.formerUrls) ? current.formerUrls.filter((u): u is string => typeof u === 'string') : [],
    );
    // Only a URL the public site has shown is worth a redirect: a draft's never was.
    if (current?.isActive === true && typeof current.url === 'string' && current.url !== url) former.add(current.url);
    former.delete(url);
    return {
      ...data,
      html: sanitizeBlogHtml(String(data.html ?? '')),
      content: isRichNode(data.content) ? sanitizeRichDoc(data.content) : null,
      formerUrls: [...former].slice(-FORMER_URLS_KEPT),
    };
  },
  async check(data, { db, id }) {
    const url = String(data.url);
    const [taken] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.collection, 'blogPosts'),
          id ? ne(documents.id, id) : undefined,
          sql`${documents.data} ->> 'url' = ${url}`,
        ),
      )
      .limit(1);
    const errors: Record<string, string> = {};
    if (taken) errors.url = URL_TAKEN(url);
    return errors;
  },
};
