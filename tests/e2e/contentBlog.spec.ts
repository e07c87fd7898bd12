import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './support/api.ts';
import { contentSession, photoJpeg, runTag, toast } from './support/content.ts';
import { seriousViolations } from './support/axe.ts';
import { focusRing, tabTo } from './support/focus.ts';

// The editor chunk, uploads and re-encoding run on two busy cores: allow time.
const expect = baseExpect.configure({ timeout: 20_000 });

test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let admin: Credentials;
let page: Page;
let postId = '';

const tag = runTag();
const category = `Car care ${tag}`;
const title = `Winter tyres: the facts ${tag}`;
const url = `/blog/car-care-${tag}/winter-tyres-the-facts-${tag}`;

const editor = () => page.locator('.ProseMirror');
const urlShown = () => page.getByTestId('blog-url');
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const choose = async (select: string, option: string) => {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

async function storedPost(): Promise<Record<string, unknown>> {
  const res = await api.get(`/v1/blog-posts/items/${postId}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  ({ admin, api, page } = await contentSession(browser, 'content.blog@example.com'));
});

test.afterAll(async () => {
  await page?.context().close();
  await api?.dispose();
});

test('a post is written with a heading, a coloured 24px sentence, a link and an uploaded image; its URL forms as the title is typed', async () => {
  test.setTimeout(120_000);
  await page.goto('/admin/blog/new-post');
  await expect(page.getByText('Create mode: saving creates a new post')).toBeVisible();
  await expect(page).toHaveTitle('New blog post – Admin console');

  await page.getByRole('combobox', { name: 'Category' }).fill(category);
  await field('Title').pressSequentially('Winter tyres');
  await expect(urlShown()).toHaveText(`/blog/car-care-${tag}/winter-tyres`);
  await field('Title').pressSequentially(`: the facts ${tag}`);
  await expect(urlShown()).toHaveText(url);

  await expect(editor()).toBeVisible();
  await editor().click();
  await choose('Block', 'Heading 2');
  await page.keyboard.type('Why winter tyres');
  await page.keyboard.press('Enter');
  await choose('Text colour', 'CTA');
  await choose('Size', '24px');
  await page.keyboard.type('Stop sooner on cold roads.');
  await choose('Text colour', 'Default');
  await choose('Size', 'Default');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read our guide');
  for (let i = 0; i < 'our guide'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (d) => void d.accept('https://example.com/winter-guide'));
  await page.getByRole('button', { name: 'Add a link' }).click();
  await expect(editor().getByRole('link', { name: 'our guide' })).toHaveAttribute(
    'href',
    'https://example.com/winter-guide',
  );
  // The toolbar button has the focus and the link text is still selected: click into the line, then to its end.
  await editor().getByText('Read', { exact: false }).click();
  await page.keyboard.press('End');
  await expect.poll(() => editor().evaluate(() => window.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('Enter');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Insert an image' }).click();
  await (await chooser).setFiles(await photoJpeg('snowy-road.jpg', 1200, 800, 5));
  const dialog = page.getByRole('dialog', { name: 'Insert an image' });
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('A car on a snowy road');
  await dialog.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(dialog).toBeHidden({ timeout: 40_000 });
  await expect(editor().getByRole('img', { name: 'A car on a snowy road' })).toBeVisible();
  await expect(editor().getByRole('heading', { level: 2, name: 'Why winter tyres' })).toBeVisible();

  await field('Meta Keywords').fill('winter tyres, grip');
  await field('Meta Description').fill('When winter tyres pay off, and how to check them.');
  await field('H1 tag').fill('Winter tyres');
  await field('H2 tag').fill('Grip');
  await field('H3 tag').fill('Braking');
});

test('saving without a meta title shows the message and sends nothing; with it the post is created', async () => {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/v1/blog-posts')) writes.push(`${r.method()} ${r.url()}`);
  });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Meta Title is required')).toBeVisible();
  expect(writes).toEqual([]);

  await field('Meta Title').fill('Winter tyres: the facts');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The post was successfully created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/new-post\?id=/);
  postId = new URL(page.url()).searchParams.get('id') ?? '';
  expect(writes).toHaveLength(1);

  const post = await storedPost();
  expect(post.url).toBe(url);
  expect(post.html).toContain('<h2>Why winter tyres</h2>');
  expect(post.html).toContain('<span style="color:var(--color-cta);font-size:24px">Stop sooner on cold roads.</span>');
  expect(post.html).toContain(
    '<a href="https://example.com/winter-guide" target="_blank" rel="noopener noreferrer nofollow">our guide</a>',
  );
  expect(post.html).toMatch(/<img src="\/media\/blog\/[0-9a-f-]+\.jpg" alt="A car on a snowy road"/);
  expect(JSON.stringify(post.content)).toContain('"fontSize":"24px"');
});

test('the post reloads from ?id= in update mode, its tab named after it, and an edit says it was updated', async () => {
  await page.reload();
  await expect(page.getByText('Update mode: saving changes this post')).toBeVisible();
  await expect(page).toHaveTitle(`Blog post "${title}" – Admin console`);
  await expect(field('Title')).toHaveValue(title);
  await expect(editor().getByRole('heading', { level: 2, name: 'Why winter tyres' })).toBeVisible();
  await field('Preview description').fill('Grip, braking and when to change.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The post was successfully updated')).toBeVisible();
  expect((await storedPost()).previewDescription).toBe('Grip, braking and when to change.');
});

test('a keyboard user sees a ring around the focused sidebar entry, row checkbox, Active switch and Edit', async () => {
  await page.goto('/admin/blog');
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  for (const control of [
    page.getByRole('menuitem', { name: 'Blog' }),
    row.getByRole('checkbox', { name: 'Select this row' }),
    row.getByRole('switch', { name: `${title} active` }),
    row.getByRole('link', { name: `Edit ${title}` }),
  ]) {
    await tabTo(page, control);
    await expect(control).toBeFocused();
    expect(await focusRing(page), String(control)).toBe('2px solid');
  }
});

test('the list finds the post and its switch makes it active at once', async () => {
  await page.goto('/admin/blog');
  await page.getByRole('textbox', { name: 'Search' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(tag));
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  const active = row.getByRole('switch', { name: `${title} active` });
  await expect(active).not.toBeChecked();
  // Pessimistic: the switch moves once the server has saved.
  await active.click();
  await expect(toast(page, 'The post was successfully updated')).toBeVisible();
  await expect(active).toBeChecked();
  const res = await fetch(new URL(`/v1/public${url}`, page.url()));
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ title, url });

  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blog/new-post\\?id=${postId}$`));
  await expect(field('Title')).toHaveValue(title);
});

test('a pasted script payload is inert in the editor, the preview and the public API', async () => {
  test.setTimeout(90_000);
  await expect(editor()).toBeVisible();
  await editor().click();
  await page.keyboard.press('Control+End');
  const payload =
    '<p>Pasted<img src="x" onerror="window.__xss=1"><script>window.__xss=1</script>' +
    '<a href="javascript:window.__xss=1">click</a><svg onload="window.__xss=1"></svg>' +
    '<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe><span style="background:url(javascript:window.__xss=1)">styled</span></p>';
  await editor().evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Pasted');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, payload);
  await expect(editor()).toContainText('Pasted');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('blog-preview');
  await expect(preview).toHaveAttribute('sandbox', '');
  const frame = page.frameLocator('[data-testid="blog-preview"]');
  await expect(frame.getByRole('heading', { level: 2, name: 'Why winter tyres' })).toBeVisible();
  await expect(frame.getByText('Pasted')).toBeVisible();
  await expect(
    frame.locator('script, iframe, svg, [onerror], [onload], [href^="javascript"], img[src="x"]'),
  ).toHaveCount(0);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The post was successfully updated')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const served = (await (await fetch(new URL(`/v1/public${url}`, page.url()))).json()) as { html: string };
  expect(served.html).toContain('Pasted');
  expect(served.html).not.toMatch(/<script|<iframe|<svg|onerror|onload|javascript:|srcdoc|src="x"/i);
});

test('an empty H1 tag says so once the admin leaves it, and the SEO fields count their characters', async () => {
  await page.goto('/admin/blog/new-post');
  const h1 = field('H1 tag');
  await h1.focus();
  await expect(page.getByText('H1 tag is required')).toBeHidden();
  await h1.blur();
  await expect(page.getByText('H1 tag is required')).toBeVisible();
  await field('Meta Title').fill('Twelve chars');
  await expect(page.getByText('12 / 60')).toBeVisible();
});

test('axe finds no serious or critical violation on the blog screens', async () => {
  for (const [path, ready] of [
    ['/admin/blog', () => page.getByRole('row', { name: new RegExp(title) })],
    [`/admin/blog/new-post?id=${postId}`, () => editor()],
    ['/admin/blog/new-post', () => editor()],
  ] as const) {
    await page.goto(path);
    if (path === '/admin/blog') await page.getByRole('textbox', { name: 'Search' }).fill(tag);
    await expect(ready()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

test('unsaved input is offered back after the tab closed, and body links to unknown blog addresses are flagged', async () => {
  const draftTitle = `Spring checks ${tag}`;
  await page.goto('/admin/blog/new-post');
  // No draft of a new post from the tests before (they typed into one and left).
  await page.evaluate(() => window.localStorage.removeItem('blogDraft:new'));
  await page.reload();
  await field('Title').fill(draftTitle);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('blogDraft:new') ?? ''))
    .toContain(draftTitle);
  const second = await page.context().newPage();
  await page.close();
  page = second;

  await page.goto('/admin/blog/new-post');
  await expect(page.getByText(/This browser kept unsaved input for this post/)).toBeVisible();
  await expect(field('Title')).toHaveValue('');
  await page.getByRole('button', { name: 'Restore it' }).click();
  await expect(field('Title')).toHaveValue(draftTitle);

  await expect(editor()).toBeVisible();
  await editor().evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `<p><a href="/blog/nowhere/gone-${tag}">an old post</a> and <a href="${url}">ours</a></p>`);
  const warning = page.getByRole('alert').filter({ hasText: 'no active post has' });
  await expect(warning).toContainText(`/blog/nowhere/gone-${tag}`);
  await expect(warning).not.toContainText(url);
});

test('a 150-character title without spaces wraps: the list keeps to a 1280 px page, and the form marks required fields', async () => {
  const longTitle = `${tag}${'b'.repeat(150 - tag.length)}`;
  const seo = {
    metaTitle: 'Long',
    metaKeywords: 'long',
    metaDescription: 'Long title',
    seoTags: { h1: 'H1', h2: 'H2', h3: 'H3' },
  };
  const res = await api.post('/v1/blog-posts', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { title: longTitle, category, ...seo },
  });
  expect(res.status()).toBeLessThan(300);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/blog');
  await page.getByRole('textbox', { name: 'Search' }).fill(longTitle);
  // The search reaches the address after its debounce; a click before that is undone by it.
  await expect(page).toHaveURL(new RegExp(longTitle));
  const row = page.getByRole('row', { name: new RegExp(longTitle) });
  await expect(row).toBeVisible();
  const edit = row.getByRole('link', { name: `Edit ${longTitle}` });
  await expect(edit).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await edit.click();
  await expect(field('Title')).toHaveValue(longTitle);
  const labelOf = async (name: string) => page.locator(`label[for="${(await field(name).getAttribute('id')) ?? ''}"]`);
  for (const name of ['Title', 'Meta Title', 'Meta Keywords', 'Meta Description', 'H1 tag', 'H2 tag', 'H3 tag']) {
    await expect(await labelOf(name), name).toContainText('*');
  }
  await expect(await labelOf('Preview description')).not.toContainText('*');
});

test('a search that finds no post says nothing matches, not that there are no posts', async () => {
  await page.goto('/admin/blog');
  await page.getByRole('textbox', { name: 'Search' }).fill(`nothing-${tag}`);
  await expect(page.getByText(`Nothing matches “nothing-${tag}”.`)).toBeVisible();
  await expect(page.getByText('No blog posts yet.')).toHaveCount(0);
});

test("a new post at an existing post's URL says so at the URL field and keeps the form", async () => {
  await page.goto('/admin/blog/new-post');
  await expect(page.getByText('Create mode: saving creates a new post')).toBeVisible();
  // Category left empty: the app's message, not the browser's own bubble (the form has noValidate).
  await field('Title').fill(title);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category is required')).toBeVisible();
  await page.getByRole('combobox', { name: 'Category' }).fill(category);
  await expect(urlShown()).toHaveText(url);
  await expect(
    page.getByText(`A post already exists with the URL ${url}: change the title or the category`),
  ).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expect(field('Title')).toHaveValue(title);
});
