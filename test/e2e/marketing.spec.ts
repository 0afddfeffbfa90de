/**
 * Public website end to end: the prerendered marketing pages, the global chrome, the mobile sheet,
 * the contact and newsletter forms against the real local API, and axe-core on every page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, staffIdToken } from './support/auth';

const uid = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Opens a page and waits until React has hydrated it, so clicks and typing reach the app. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor();
}

/**
 * Resolves once an IntersectionObserver like the particle effect's (same canvas, same margin) has
 * reported and two frames have passed: the effect's own observer, registered earlier, has run by
 * then, so a chunk it wanted has been requested (the request event reaches the test before this
 * answer does). The state that proves absence, instead of a fixed wait.
 */
async function particleObserverHasRun(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const canvas = document.querySelector('canvas.particles');
        if (!canvas) throw new Error('no particle canvas on this page');
        const observer = new IntersectionObserver(
          () => {
            observer.disconnect();
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          },
          { rootMargin: '200px 0px' },
        );
        observer.observe(canvas);
      }),
  );
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}

test.describe('prerendered HTML', () => {
  const pages = [
    { path: '/', text: 'Pioneering Intelligence, Driving Innovation Through AI', title: 'Nimbus Crest | AI, Cloud' },
    { path: '/services', text: 'Strategic Services for Meaningful Impact', title: 'Services | Nimbus Crest</title>' },
    { path: '/about', text: 'Meet the Team', title: 'About Us | Nimbus Crest</title>' },
    { path: '/contact', text: 'Get in Touch', title: 'Contact Us | Nimbus Crest</title>' },
    { path: '/privacy-policy', text: 'How Nimbus Crest collects', title: 'Privacy Policy | Nimbus Crest</title>' },
    { path: '/terms-of-service', text: 'Use of the website', title: 'Terms of Service | Nimbus Crest</title>' },
    { path: '/cookie-policy', text: 'Staff sign-in', title: 'Cookie Policy | Nimbus Crest</title>' },
  ];
  for (const { path, text, title } of pages) {
    test(`${path} carries its text and head tags before any script runs`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(text);
      expect(html).toContain(`<title>${title}`);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="https://www.nimbuscrest.example${path}"`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta property="og:description"');
    });
  }

  test('blog and careers have prerendered shells with the site chrome', async ({ request }) => {
    for (const path of ['/blog', '/careers']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toContain('Skip to main content');
    }
  });

  test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/services', '/about', '/contact', '/blog', '/careers', '/privacy-policy'])
      expect(sitemap).toContain(`<loc>https://www.nimbuscrest.example${path}</loc>`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.nimbuscrest.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin');
  });
});

test.describe('pages', () => {
  test('home: hero, about block with industries and stats, services, why choose us, alliances, careers call to action', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pioneering Intelligence, Driving Innovation Through AI');
    const industries = page.locator('.industries li');
    await expect(industries).toHaveText([
      'Artificial Intelligence',
      'Healthcare',
      'IoT-Drone',
      'IoT-Drone',
      'NetSuite',
      'Fintech',
      'Entertainment',
      'Quick Commerce',
    ]);
    const about = page.locator('#about-introduction');
    for (const stat of ['20+', '10+', '5+', '30+']) await expect(about.locator('dd', { hasText: stat })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'What we do best' })).toBeVisible();
    await expect(page.locator('.services-highlight__item')).toHaveCount(4);
    for (const item of ['AI Expertise', 'Driving Innovation Through AI', 'Universal AI Solutions', 'Shaping the Future of AI']) {
      await expect(page.getByRole('heading', { level: 3, name: item })).toBeVisible();
    }
    await expect(page.getByText('Trusted Alliances')).toBeVisible();
    await expect(page.locator('.partner-loop--vertical li')).toHaveCount(16);
    await expect(page.locator('.partner-loop--vertical img[alt]:not([alt=""])')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'Accelerate the Digital Future With Us' })).toBeVisible();
    await page.getByRole('link', { name: 'Discover Opportunities' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    expect(errors).toEqual([]);
  });

  test('home: the hero video is muted, inline, and can be paused', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('.hero');
    const video = hero.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    await expect(video).toHaveAttribute('playsinline', '');
    await expect(hero.locator('.bg-video--playing')).toHaveCount(1, { timeout: 15_000 });
    await hero.getByRole('button', { name: 'Pause background video' }).click();
    await expect(video).toHaveJSProperty('paused', true);
    await expect(hero.getByRole('button', { name: 'Play background video' })).toBeVisible();
  });

  test('home: the header turns solid once the about introduction reaches the top', async ({ page }) => {
    await open(page, '/');
    const header = page.locator('header.header');
    await expect(header).not.toHaveClass(/header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, document.getElementById('about-introduction')!.offsetTop + 5));
    await expect(header).toHaveClass(/header--scrolled/);
    // Back to 200 px above the section: the header must turn transparent again (a change we wait for, not a guess).
    await page.evaluate(() => window.scrollTo(0, document.getElementById('about-introduction')!.offsetTop - 200));
    await expect(header).not.toHaveClass(/header--scrolled/);
  });

  test('home: the particle effect loads only when the careers section nears the viewport', async ({ page }) => {
    const particleChunks: string[] = [];
    page.on('request', (r) => /\/particles-[\w-]+\.js$/.test(r.url()) && particleChunks.push(r.url()));
    await open(page, '/');
    await particleObserverHasRun(page);
    expect(particleChunks).toEqual([]);
    await page.locator('.careers-cta').scrollIntoViewIfNeeded();
    await expect.poll(() => particleChunks.length).toBe(1);
  });

  test.describe('with prefers-reduced-motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('home: no particle script, the hero video stays on its poster until asked to play', async ({ page }) => {
      const particleChunks: string[] = [];
      page.on('request', (r) => /\/particles-[\w-]+\.js$/.test(r.url()) && particleChunks.push(r.url()));
      await open(page, '/');
      await page.locator('.careers-cta').scrollIntoViewIfNeeded();
      await particleObserverHasRun(page);
      expect(particleChunks).toEqual([]);
      const hero = page.locator('.hero');
      await expect(hero.locator('video')).toHaveJSProperty('paused', true);
      await hero.getByRole('button', { name: 'Play background video' }).click();
      await expect(hero.locator('.bg-video--playing')).toHaveCount(1, { timeout: 15_000 });
    });
  });

  test('services: hero, featured services and the eight cards', async ({ page }) => {
    await open(page, '/services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strategic Services for Meaningful Impact');
    await expect(page.getByText('Featured Services')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A wide range of services' })).toBeVisible();
    const titles = page.locator('.service-card h3');
    await expect(titles).toHaveText([
      'AI-ML & Analytics',
      'Cloud Computing',
      'Gen-AI & Agentic AI',
      'App Development',
      'Oracle Cloud Infrastructure (OCI)',
      'Platform as a Service (PaaS)',
      'Software as a Service (SaaS)',
      'DevOps and Automation',
    ]);
    await expect(page.locator('.service-card img')).toHaveCount(8);
    await expect(page.locator('.service-card').first().locator('li')).not.toHaveCount(0);
  });

  test('about: capabilities, stats, vision, team, partners and the consultation call to action', async ({ page }) => {
    await open(page, '/about');
    for (const card of [
      'AI-Powered Optimization',
      'Autonomous AI Agents',
      'Real-Time Decision Intelligence',
      'Scalable AI Architectures',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    await expect(page.locator('.stats dd')).toHaveText(['20+', '10+', '5+']);
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByText('Meet the Team')).toBeVisible();
    await expect(page.locator('.team__role')).toHaveText([/\(CEO\)/, /\(CTO\)/]);
    await expect(page.locator('.partner-loop--horizontal li')).toHaveCount(16);
    await page.getByRole('link', { name: 'GET FREE CONSULTATION' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in Touch');
  });

  test('contact: banner, Pune office, e-mail and phone links, map and the form fields', async ({ page }) => {
    await open(page, '/contact');
    await expect(page.getByText("Have a question or a project in mind? We'd love to hear from you.")).toBeVisible();
    await expect(page.locator('.contact-info address')).toContainText('Pune');
    await expect(page.getByRole('link', { name: 'support@nimbuscrest.example' }).first()).toHaveAttribute(
      'href',
      'mailto:support@nimbuscrest.example',
    );
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1);
    await expect(page.getByRole('img', { name: /Map of the Nimbus Crest head office/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toHaveAttribute('href', /openstreetmap\.org/);
    const form = page.locator('form.contact-form');
    for (const label of ['Name', 'Company', 'Phone', 'Email', 'Subject', 'Message'])
      await expect(form.getByLabel(new RegExp(`^${label}`))).toBeVisible();
    await expect(page.getByRole('button', { name: 'SEND MESSAGE' })).toBeVisible();
  });

  test('legal pages exist and are linked from the footer', async ({ page }) => {
    await open(page, '/');
    for (const [name, heading] of [
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Cookie Policy', 'Cookie Policy'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto(`/no-such-page-${uid()}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page).toHaveTitle(/Page not found/);
  });
});

test.describe('global chrome', () => {
  test('header navigation marks the current page and scrolls to the top', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strategic Services for Meaningful Impact');
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle('Services | Nimbus Crest');
    await nav.getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nimbus Crest');
    await expect(page).toHaveTitle('About Us | Nimbus Crest');
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await open(page, '/services');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test.describe('at a phone viewport', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the mobile sheet opens, traps focus, closes on Escape and on a link', async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const sheet = page.getByRole('dialog', { name: 'Site menu' });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeFocused();
      for (let i = 0; i < 7; i++) await page.keyboard.press('Tab');
      await expect(sheet.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await sheet.getByRole('button', { name: 'Close menu' }).click();
      await expect(sheet).toBeHidden();

      await toggle.click();
      await sheet.getByRole('link', { name: 'About Us' }).click();
      await expect(sheet).toBeHidden();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Nimbus Crest');
    });
  });
});

test.describe('forms reach the API', () => {
  test('the contact form validates, sends, confirms, and staff see the message', async ({ page, request }) => {
    const subject = `E2E marketing ${uid()}`;
    // The form treats a submission faster than a person can type as a bot: let the page's clock pass that time.
    await page.clock.install();
    await open(page, '/contact');
    const form = page.locator('form.contact-form');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByText('Name is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();

    await form.getByLabel(/^Name/).fill('Asha Rao');
    await form.getByLabel(/^Company/).fill('Acme Analytics');
    await form.getByLabel(/^Phone/).fill('+91 98765 43210');
    await form.getByLabel(/^Email/).fill('asha.rao@example.com');
    await form.getByLabel(/^Subject/).fill(subject);
    await form.getByLabel(/^Message/).fill('We would like to discuss an AI assistant for our support team.');
    await page.clock.fastForward(5_000);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    expect((await posted).status()).toBe(201);
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();

    const token = await staffIdToken();
    const list = await api(request, 'GET', '/contact?limit=100', { token });
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as {
      items: { subject: string; name: string; company: string; email: string; message: string }[];
    };
    const mine = items.find((m) => m.subject === subject);
    expect(mine).toMatchObject({ name: 'Asha Rao', company: 'Acme Analytics', email: 'asha.rao@example.com' });
  });

  test('the contact form keeps what was typed when sending fails', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
    );
    await open(page, '/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel(/^Name/).fill('Asha Rao');
    await form.getByLabel(/^Email/).fill('asha.rao@example.com');
    await form.getByLabel(/^Message/).fill('Please keep this text.');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
    await expect(form.getByLabel(/^Message/)).toHaveValue('Please keep this text.');
  });

  test('the newsletter form rejects an invalid address and subscribes a valid one', async ({ page }) => {
    await page.clock.install();
    await open(page, '/about');
    const newsletter = page.locator('form.newsletter');
    await newsletter.getByLabel('Email address').fill('not-an-email');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(newsletter.getByText('Please enter a valid email address.')).toBeVisible();

    await newsletter.getByLabel('Email address').fill(`reader-${uid()}@example.com`);
    await page.clock.fastForward(5_000);
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/subscribers') && r.request().method() === 'POST');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    expect((await posted).status()).toBe(201);
    await expect(newsletter.getByText('Almost there: we sent you an e-mail.', { exact: false })).toBeVisible();
  });
});

const AXE_PATHS = [
  '/',
  '/services',
  '/about',
  '/contact',
  '/case-studies',
  '/case-studies/insurance-claims-agent',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/no-such-page',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (axe-core), ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    for (const path of AXE_PATHS) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('look and behaviour', () => {
  test('the brand font is preloaded and used, and the dark palette follows the system setting', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/about');
    expect(await page.locator('link[rel="preload"][as="font"]').getAttribute('href')).toMatch(
      /plus-jakarta-sans-latin-wght-normal.*\.woff2$/,
    );
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Plus Jakarta Sans Variable"'))).toBe(true);
    const darkBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'light' });
    const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(lightBg).toBe('rgb(255, 255, 255)');
    expect(darkBg).not.toBe(lightBg);
  });

  test('a route change moves focus to the new page heading and announces it', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'About Nimbus Crest' });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText(/About Us \| Nimbus Crest/);
  });

  test('the case studies are prerendered pages with their outcomes', async ({ request, page }) => {
    const html = await (await request.get('/case-studies/healthcare-cloud-migration')).text();
    expect(html).toContain('A lab network moved to the cloud without a minute of downtime');
    expect(html).toContain('lower monthly infrastructure bill');
    await open(page, '/');
    await page.getByRole('link', { name: /Read the story: Demand forecasting/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Demand forecasting that cut stock-outs by a third' }),
    ).toBeVisible();
    await expect(page.getByText('fewer stock-outs')).toBeVisible();
  });

  test('what a visitor types before the page hydrates is kept', async ({ page }) => {
    // Hold the page's JavaScript back so the typing surely happens on the prerendered HTML.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await page.locator('input[name="name"]').waitFor();
    await page.locator('input[name="name"]').fill('Typed Early');
    await page.locator('#newsletter-email').fill('early@example.com');
    release();
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.locator('input[name="name"]')).toHaveValue('Typed Early');
    await expect(page.locator('#newsletter-email')).toHaveValue('early@example.com');
  });
});
