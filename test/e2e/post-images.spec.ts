/**
 * Images in posts (issue 16 item 5), as the seeded staff account in the browser through the real
 * gateway, the S3 emulator (presigned POST), the real sharp and the publisher: staff pick one image
 * and drop another onto the content, alt text is required (in the editor and by the API), and the
 * public post shows them as responsive pictures with their width and height, without layout shift.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { api, staffIdToken } from './support/auth';
import { rawHtml, waitForStatus } from './support/published';
import { e2eStack } from './support/stack';

const FIXTURES = fileURLToPath(new URL('../fixtures/media', import.meta.url));
const ALT_REQUIRED = 'Describe the image for people who cannot see it.';

async function logInAsStaff(page: Page) {
  const { email, password } = e2eStack().staff;
  await page.goto('/login');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
}

/** Drops a file onto the content field as a file manager would (a real DataTransfer with the file). */
async function dropFile(page: Page, file: string, type: string) {
  const bytes = readFileSync(join(FIXTURES, file)).toString('base64');
  const transfer = await page.evaluateHandle(
    ({ bytes, file, type }) => {
      const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], file, { type }));
      return dt;
    },
    { bytes, file, type },
  );
  const content = page.getByLabel('Content');
  await content.dispatchEvent('dragenter', { dataTransfer: transfer });
  await content.dispatchEvent('dragover', { dataTransfer: transfer });
  await content.dispatchEvent('drop', { dataTransfer: transfer });
}

test('staff add images by picking and dropping, alt text required; the post shows them sized, as WebP', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `Post With Images ${Date.now()}`;
  await logInAsStaff(page);
  await page.getByRole('link', { name: 'Blogs' }).click();
  await page.getByRole('link', { name: 'Add New Post' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Author').fill('E2E Author');
  await page.getByLabel('Content').fill('First paragraph.');

  // Picked: uploaded with progress, sized by the server, then described.
  await page.getByLabel('Choose an image').setInputFiles(join(FIXTURES, 'cover-1200x630.jpg'));
  const alt = page.getByLabel('Alt text (required)');
  await expect(alt).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByText(ALT_REQUIRED)).toBeVisible();
  await alt.fill('Our team at the whiteboard');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Image inserted: cover-1200x630.jpg.' })).toBeVisible();
  const content = page.getByLabel('Content');
  await expect(content).toHaveValue(
    /^First paragraph\.\n\n!\[Our team at the whiteboard\]\(\/media\/images\/[a-z0-9]{16}-1200x630\/960\.jpg\)\n$/,
  );

  // Dropped onto the content: a transparent PNG.
  await dropFile(page, 'logo-300x200-alpha.png', 'image/png');
  await expect(alt).toBeVisible({ timeout: 20_000 });
  await alt.fill('The company logo');
  await alt.press('Enter');
  await expect(content).toHaveValue(/!\[The company logo\]\(\/media\/images\/[a-z0-9]{16}-300x200\/300\.png\)/);

  // A file that is not an image is refused in the editor with a clear message.
  await page.getByLabel('Choose an image').setInputFiles(join(FIXTURES, 'not-an-image.png'));
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG, WebP or GIF image.' })).toBeVisible({
    timeout: 20_000,
  });

  // An image without alt text typed by hand: the save is refused on the content field.
  const described = await content.inputValue();
  await content.fill(`${described}\n![](/media/images/none/1.jpg)`);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page.getByText(/Every image needs alt text/)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs\/new$/);
  await content.fill(described);
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  const editHref = await page.getByRole('link', { name: `Edit ${title}` }).getAttribute('href');
  const blogId = decodeURIComponent(editHref!.split('/').pop()!);
  const { slug } = (await (await api(request, 'GET', `/blogs/${blogId}`, { token: await staffIdToken() })).json()) as {
    slug: string;
  };

  // The published page holds the pictures with their sizes in its HTML.
  await waitForStatus(request, `/blog/${slug}`, 200, 30_000);
  const { html } = await rawHtml(request, `/blog/${slug}`);
  expect(html).toMatch(
    /<picture><source type="image\/webp" srcSet="[^"]*480\.webp 480w, [^"]*960\.webp 960w, [^"]*1200\.webp 1200w" sizes="[^"]+"\/><img src="[^"]*\/960\.jpg"[^>]*width="960" height="504" alt="Our team at the whiteboard"/,
  );
  expect(html).toMatch(/<img src="[^"]*-300x200\/300\.png"[^>]*width="300" height="200" alt="The company logo"/);

  // In the browser: the WebP variant loads at its reserved size and nothing shifts.
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const s of entry.sources)
          w.__shifts.push(
            `${entry.value.toFixed(4)} ${s.node?.nodeName}.${(s.node as Element | undefined)?.className ?? ''} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`/blog/${slug}`);
  const picture = page.getByRole('img', { name: 'Our team at the whiteboard' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  const box = await picture.boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(960 / 504, 1);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`post with images: CLS ${cls.toFixed(4)}`);
  console.log((await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).join('\n'));
  expect(cls).toBeLessThan(0.02);
});
