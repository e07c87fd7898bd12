import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BLOG_ATTRIBUTES,
  BLOG_TAGS,
  safeHref,
  safeImageSrc,
  styleAllowed,
  type RichNode,
} from '../../contract/content/blogRichText.ts';
import { media } from '../../server/db/schema.ts';
import { firstAdmin } from './helpers/accounts.ts';
import { client } from './helpers/client.ts';
import { startServer, type TestServer } from './helpers/server.ts';

/**
 * The blog's XSS proof (issue 19): the OWASP filter-evasion cheat sheet's payloads, SVG, srcdoc, CSS expressions
 * and mutation XSS through the body (HTML and editor JSON), the titles and the SEO fields, read back from the admin
 * API and the public API. The stored HTML is parsed as a browser parses it (parse5, the HTML standard's parser) and
 * every element, attribute, URL and style must be on the editor's allow-list.
 */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="http://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.example/xss.js?< B >',
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  `<a href="jav&#x09;ascript:alert('XSS');">x</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">x</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">x</a>`,
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/steal">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="/media/blog/../../../etc/passwd.jpg">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<p srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">an attribute of an allowed tag</p>',
  `<svg/onload=alert('XSS')>`,
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<template><script>alert(1)</script></template>',
  `<span style="width: expression(alert('XSS'));">x</span>`,
  '<span style="color: red; background-image: url(javascript:alert(1))">x</span>',
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  '<span style="color: var(--color-main); behavior: url(xss.htc); -moz-binding: url(xss.xml#xss)">x</span>',
  '<p style="position: fixed; top: 0; left: 0; width: 100%; height: 100%">overlay</p>',
  `<STYLE>@import'http://xss.example/xss.css';</STYLE>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`,
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form><button formaction=javascript:alert(1)>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<details open ontoggle=alert(1)>x</details>',
  '<x onclick=alert(1)>click</x>',
  '<a href="https://example.com" target="_top" rel="opener" onclick="alert(1)" style="color:red">ok link</a>',
];

/** Every element, attribute, URL and style of the HTML as a browser parses it, against the allow-list. */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: DefaultTreeAdapterMap['parentNode'] | DefaultTreeAdapterMap['childNode']) => {
    if ('tagName' in node) {
      const tag = node.tagName;
      if (!(BLOG_TAGS as readonly string[]).includes(tag)) problems.push(`<${tag}>`);
      for (const { name, value } of node.attrs) {
        if (name === 'style') {
          for (const decl of value.split(';').filter((d) => d.trim())) {
            const [prop = '', ...rest] = decl.split(':');
            if (!styleAllowed(tag, prop.trim(), rest.join(':'))) problems.push(`${tag} style ${decl}`);
          }
        } else if (!(BLOG_ATTRIBUTES[tag] ?? []).includes(name)) problems.push(`${tag}[${name}]`);
        if (name === 'href' && !safeHref(value)) problems.push(`href ${value}`);
        if (name === 'src' && !safeImageSrc(value)) problems.push(`src ${value}`);
      }
    }
    if ('content' in node && node.content) walk(node.content);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
  };
  walk(parseFragment(html));
  return problems;
}

let s: TestServer;
let token: string;
let api: ReturnType<typeof client>;
let imageSrc: string;
type Post = {
  _id: string;
  version: number;
  title: string;
  html: string;
  content: RichNode | null;
  url: string;
  [k: string]: unknown;
};
const call = <T = Post>(method: string, url: string, body?: unknown) => api.call<T>(method, url, { token, body });
const SEO = {
  metaTitle: 'Safe',
  metaDescription: 'Safe description',
  metaKeywords: 'safe',
  seoTags: { h1: 'One', h2: 'Two', h3: 'Three' },
};

beforeAll(async () => {
  s = await startServer();
  token = (await firstAdmin(s)).token;
  api = client(s.url);
  const publicId = '0b6f7d6e-2f6c-4d8e-9a43-5c1f1e6b7a10';
  await s.ctx.database.db.insert(media).values({
    publicId,
    folder: 'blog',
    preset: 'blog',
    width: 1200,
    height: 800,
    format: 'jpeg',
    bytes: 1000,
    variants: [],
    storageKey: `blog/${publicId}.jpg`,
    createdAt: new Date(),
  });
  imageSrc = `/media/blog/${publicId}.jpg`;
});
afterAll(() => s.close());

describe('blog body sanitising: the HTML', () => {
  it('keeps what the editor writes: headings, colours as theme tokens, 12-72px, alignment, lists, links, media images', async () => {
    const html =
      '<h2 style="text-align: center">Heading</h2><p style="text-align: right"><span style="color: var(--color-cta); font-size: 24px">Big and red</span> ' +
      '<strong>b</strong><em>i</em><u>u</u><s>s</s><code>c</code> <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">out</a> ' +
      `<a href="/blog/news/other">in</a> <a href="mailto:sales@example.com">mail</a></p><ul><li><p>one</p></li></ul><ol start="3"><li><p>three</p></li></ol>` +
      `<blockquote><p>quote</p></blockquote><p><img src="${imageSrc}" alt="A car" width="600" height="400"><br></p>`;
    const res = await call('POST', '/v1/blog-posts', { title: 'Allowed', category: 'Tests', html, ...SEO });
    expect(res.status).toBe(201);
    expect(problemsOf(res.body.html)).toEqual([]);
    for (const kept of [
      '<h2 style="text-align:center">',
      'style="color:var(--color-cta);font-size:24px"',
      'href="https://example.com/a?b=1&amp;c=2"',
      'href="/blog/news/other"',
      'href="mailto:sales@example.com"',
      `src="${imageSrc}"`,
      '<ol start="3">',
      '<blockquote>',
    ]) {
      expect(res.body.html).toContain(kept);
    }
  });

  it.each(CORPUS.map((p, i) => [i + 1, p]))('payload %i is stored and served inert: %s', async (_n, payload) => {
    const res = await call('POST', '/v1/blog-posts', {
      title: `Payload ${_n}`,
      category: 'XSS',
      html: `<p>before</p>${payload}<p>after</p>`,
      isActive: true,
      ...SEO,
    });
    expect(res.status).toBe(201);
    expect(problemsOf(res.body.html)).toEqual([]);
    expect(res.body.html).not.toMatch(
      /<script|javascript:|vbscript:|data:|expression\(|srcdoc|onerror|onload|onclick|onmouseover|ontoggle|<svg|<iframe|<style/i,
    );
    const served = await api.get<Post>(`/v1/public${res.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    expect(problemsOf(served.body.html)).toEqual([]);
    expect(served.body.html).toBe(res.body.html);
  });

  it('the console preview answers the same sanitised HTML the server stores', async () => {
    const res = await call<{ html: string }>('POST', '/v1/blog-posts/preview', {
      html: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>',
    });
    expect(res.status).toBe(200);
    expect(res.body.html).toBe('<p>Hi</p>');
  });
});

describe("blog body sanitising: the editor's JSON", () => {
  it('keeps only the allowed nodes, marks and attributes, with the same URL and style rules', async () => {
    const content = {
      type: 'doc',
      content: [
        {
          type: 'heading',
          attrs: { level: 2, textAlign: 'center', onclick: 'alert(1)' },
          content: [{ type: 'text', text: 'Title' }],
        },
        { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Too high' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'expression(alert(1))' },
          content: [
            {
              type: 'text',
              text: 'bad link',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)', target: '_top' } }],
            },
            {
              type: 'text',
              text: 'good link',
              marks: [{ type: 'link', attrs: { href: 'https://example.com', rel: 'opener' } }],
            },
            {
              type: 'text',
              text: 'styled',
              marks: [
                { type: 'textStyle', attrs: { color: 'var(--color-main)', fontSize: '24px' } },
                { type: 'highlight', attrs: { color: 'red' } },
              ],
            },
            {
              type: 'text',
              text: 'bad style',
              marks: [{ type: 'textStyle', attrs: { color: 'url(javascript:alert(1))', fontSize: '200px' } }],
            },
            { type: 'image', attrs: { src: 'data:image/svg+xml,<svg onload=alert(1)>' } },
            { type: 'image', attrs: { src: imageSrc, alt: 'A car', onerror: 'alert(1)' } },
          ],
        },
        { type: 'iframe', attrs: { srcdoc: '<script>alert(1)</script>' }, content: [{ type: 'text', text: 'hidden' }] },
        { type: 'codeBlock', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
      ],
    };
    const res = await call('POST', '/v1/blog-posts', {
      title: 'JSON body',
      category: 'Tests',
      html: '<p>x</p>',
      content,
      ...SEO,
    });
    expect(res.status).toBe(201);
    expect(res.body.content).toEqual({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [{ type: 'text', text: 'Title' }] },
        { type: 'paragraph', attrs: { textAlign: null }, content: [{ type: 'text', text: 'Too high' }] },
        {
          type: 'paragraph',
          attrs: { textAlign: null },
          content: [
            { type: 'text', text: 'bad link' },
            {
              type: 'text',
              text: 'good link',
              marks: [
                {
                  type: 'link',
                  attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener noreferrer nofollow' },
                },
              ],
            },
            {
              type: 'text',
              text: 'styled',
              marks: [{ type: 'textStyle', attrs: { color: 'var(--color-main)', fontSize: '24px' } }],
            },
            { type: 'text', text: 'bad style' },
            { type: 'image', attrs: { src: imageSrc, alt: 'A car', title: null, width: null, height: null } },
          ],
        },
      ],
    });
  });

  it('refuses a body that is not an editor document', async () => {
    for (const content of [
      '<p>x</p>',
      { type: 'paragraph' },
      { type: 'doc', content: 'x' },
      { type: 'doc', content: [{ text: 'no type' }] },
    ]) {
      const res = await call<{ errors: Record<string, string> }>('POST', '/v1/blog-posts', {
        title: 'Bad JSON',
        category: 'Tests',
        html: '',
        content,
        ...SEO,
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.content).toBe("The body is not the editor's content");
    }
    let deep: Record<string, unknown> = { type: 'text', text: 'x' };
    for (let i = 0; i < 500; i++) deep = { type: 'blockquote', content: [deep] };
    const res = await call('POST', '/v1/blog-posts', {
      title: 'Deep',
      category: 'Tests',
      html: '',
      content: { type: 'doc', content: [deep] },
      ...SEO,
    });
    expect(res.status).toBe(400);
  });
});

describe('blog text fields: titles and SEO are text, never markup', () => {
  const fields = [
    'title',
    'category',
    'previewDescription',
    'callToActionText',
    'metaTitle',
    'metaDescription',
    'metaKeywords',
    'seoTags.h1',
    'seoTags.h2',
    'seoTags.h3',
  ];
  const tagged = CORPUS.filter((p) => p.length <= 60);
  it.each(fields)('%s: every tagged payload is refused with a message and nothing is stored', async (field) => {
    const before = (await call<{ posts: Post[] }>('GET', '/v1/blog-posts')).body.posts.length;
    for (const payload of tagged) {
      const body: Record<string, unknown> = {
        title: 'Text field',
        category: 'Tests',
        html: '',
        ...SEO,
        seoTags: { ...SEO.seoTags },
      };
      if (field.startsWith('seoTags.')) (body.seoTags as Record<string, string>)[field.slice(8)] = payload;
      else body[field] = payload;
      const res = await call<{ errors: Record<string, string> }>('POST', '/v1/blog-posts', body);
      expect(res.status, `${field}: ${payload}`).toBe(400);
      expect(Object.values(res.body.errors)).toContain('Text only: remove the HTML tags (<…>)');
    }
    expect((await call<{ posts: Post[] }>('GET', '/v1/blog-posts')).body.posts).toHaveLength(before);
  });

  it('links in the call to action and the canonical URL take no script scheme', async () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      ' javascript:alert(1)',
      'vbscript:msgbox(1)',
    ]) {
      const res = await call<{ errors: Record<string, string> }>('POST', '/v1/blog-posts', {
        title: 'Links',
        category: 'Tests',
        ...SEO,
        callToActionLink: link,
        metaCanonical: link,
      });
      expect(res.status, link).toBe(400);
      expect(res.body.errors).toHaveProperty('callToActionLink');
      expect(res.body.errors).toHaveProperty('metaCanonical');
    }
  });

  it('text without tags stays text, and the public API serves it as JSON', async () => {
    const res = await call('POST', '/v1/blog-posts', {
      title: 'Prices < £5,000 & "quotes"',
      category: 'Tests',
      html: '<p>x</p>',
      isActive: true,
      ...SEO,
      metaTitle: '5 > 4 & javascript: is just a word',
    });
    expect(res.status).toBe(201);
    expect(res.body.url).toBe('/blog/tests/prices-5000-quotes');
    const served = await api.get<Post>('/v1/public/blog/tests/prices-5000-quotes');
    expect(served.headers.get('content-type')).toMatch(/^application\/json/);
    expect(served.body).toMatchObject({
      title: 'Prices < £5,000 & "quotes"',
      metaTitle: '5 > 4 & javascript: is just a word',
    });
  });
});
