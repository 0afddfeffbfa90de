// @vitest-environment jsdom
/**
 * The public marketing pages with their spec texts (website-spec.md §2: Services, About Us, Contact), the case
 * studies and their detail pages, and the 404 page an unknown case study falls back to.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { caseStudies } from '../../../web/src/content/proof';
import { site } from '../../../web/src/content/site';
import { AboutPage } from '../../../web/src/features/marketing/pages/AboutPage';
import { CaseStudiesPage } from '../../../web/src/features/marketing/pages/CaseStudiesPage';
import { CaseStudyPage } from '../../../web/src/features/marketing/pages/CaseStudyPage';
import { ContactPage } from '../../../web/src/features/marketing/pages/ContactPage';
import { ServicesPage } from '../../../web/src/features/marketing/pages/ServicesPage';
import { renderAt } from '../components/renderAt';

beforeEach(() => {
  // Hero videos ask for reduced motion; jsdom has no matchMedia.
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('Services', () => {
  it('has the spec hero, the Featured Services heading and the eight service cards in order', () => {
    renderAt(<ServicesPage />, '/services');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Strategic Services for Meaningful Impact');
    expect(screen.getByText('Featured Services')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A wide range of services' })).toBeInTheDocument();
    const titles = [
      'AI-ML & Analytics',
      'Cloud Computing',
      'Gen-AI & Agentic AI',
      'App Development',
      'Oracle Cloud Infrastructure (OCI)',
      'Platform as a Service (PaaS)',
      'Software as a Service (SaaS)',
      'DevOps and Automation',
    ];
    expect(headings(3).filter((h) => titles.includes(h))).toEqual(titles);
    for (const title of titles) {
      const card = screen.getByRole('heading', { level: 3, name: title }).closest<HTMLLIElement>('li.service-card')!;
      expect(card.querySelector('img')).toHaveAttribute('src');
      expect(within(card).getAllByRole('listitem').length).toBeGreaterThan(0);
    }
  });
});

describe('About Us', () => {
  it('has the four capabilities, the vision, two co-founders and the GET FREE CONSULTATION link to /contact', () => {
    renderAt(<AboutPage />, '/about');
    expect(headings(3)).toEqual(
      expect.arrayContaining([
        'AI-Powered Optimization',
        'Autonomous AI Agents',
        'Real-Time Decision Intelligence',
        'Scalable AI Architectures',
      ]),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByText('Meet the Team')).toBeInTheDocument();
    const portraits = screen.getAllByRole('img', { name: /^Monogram of / });
    expect(portraits).toHaveLength(2);
    expect(screen.getByText(/CEO/)).toBeInTheDocument();
    expect(screen.getByText(/CTO/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GET FREE CONSULTATION' })).toHaveAttribute('href', '/contact');
  });
});

describe('Contact', () => {
  it('has the spec banner, the Pune office, the e-mail and phone links and the message form', () => {
    renderAt(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Get in Touch');
    expect(screen.getByText("Have a question or a project in mind? We'd love to hear from you.")).toBeInTheDocument();
    expect(screen.getByText(/Pune/, { selector: 'address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(screen.getByRole('link', { name: site.phone })).toHaveAttribute('href', site.phoneHref);
    expect(screen.getByRole('link', { name: /opens in a new tab/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('button', { name: 'SEND MESSAGE' })).toBeInTheDocument();
  });
});

describe('Case studies', () => {
  it('lists every case study with a link to its own page', () => {
    renderAt(<CaseStudiesPage />, '/case-studies');
    for (const study of caseStudies) {
      const heading = screen.getByRole('heading', { level: 2, name: study.title });
      const card = heading.closest('li')!;
      expect(
        within(card)
          .getAllByRole('link')
          .some((a) => a.getAttribute('href') === `/case-studies/${study.slug}`),
      ).toBe(true);
    }
  });

  const openStudy = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/case-studies/:slug" element={<CaseStudyPage />} />
        </Routes>
      </MemoryRouter>,
    );

  it('shows a case study with its outcomes, approach, quote and a way back to all stories', () => {
    const study = caseStudies[1]!;
    openStudy(`/case-studies/${study.slug}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(study.title);
    expect(screen.getByText(`${study.client} · ${study.industry} · ${study.duration}`)).toBeInTheDocument();
    for (const outcome of study.outcomes) expect(screen.getByText(outcome.value)).toBeInTheDocument();
    for (const step of study.approach) expect(screen.getByText(step)).toBeInTheDocument();
    expect(screen.getByText(study.quote.text)).toBeInTheDocument();
    expect(screen.getByText(`Services: ${study.services.join(', ')}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^←/ })).toHaveAttribute('href', '/case-studies');
    expect(screen.getByRole('link', { name: 'Talk to us about your project' })).toHaveAttribute('href', '/contact');
    expect(document.title).toContain(study.title);
  });

  it('answers an unknown case study with the 404 page, kept out of search results', () => {
    openStudy('/case-studies/no-such-story');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', expect.stringContaining('noindex'));
  });
});
