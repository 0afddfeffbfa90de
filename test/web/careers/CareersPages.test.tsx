// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CareersPage, JobDetailPage } from '../../../web/src/features/careers';
import type { Job } from '../../../lambdas/contract/schemas';
import { json, stubApi } from './fakes';
import { server, useMockApi } from '../../../web/src/testing/mocks/server';
import { http, HttpResponse } from 'msw';
import { PageDataContext } from '../../../web/src/lib/pageData';
import { jobCardOf, type JobListData } from '../../../web/src/lib/publishedData';

useMockApi();

const job = (over: Partial<Job>): Job => ({
  jobId: 'j1',
  slug: 'reactjs-developer',
  workplaceType: 'On-site',
  title: 'ReactJS Developer',
  location: 'Pune (On-site)',
  employmentType: 'Full-time',
  description: 'Build interfaces. Ship features. Mentor others.',
  requirements: 'React.\n\nTypeScript.',
  active: true,
  createdAt: '2025-01-02T03:04:05.000Z',
  ...over,
});

const titles = () => screen.queryAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/careers" element={<CareersPage />} />
        <Route path="/careers/:id" element={<JobDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CareersPage', () => {
  it('shows the hero, job cards with two-sentence previews, and the culture section', async () => {
    stubApi({
      'GET /api/jobs': () =>
        json({
          items: [job({}), job({ jobId: 'ext', title: 'Team Lead', externalUrl: 'https://jobs.example/1' })],
          nextCursor: null,
        }),
    });
    renderAt('/careers');
    expect(screen.getByRole('heading', { level: 1, name: 'Unlock Your Potential With Nimbus Crest' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Build interfaces. Ship features...')).toBeInTheDocument();
    expect(first.getByText('Pune (On-site)')).toBeInTheDocument();
    expect(first.getByText('Full-time')).toBeInTheDocument();
    expect(first.getByText('On-site')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /View More/ })).toHaveAttribute('href', '/careers/reactjs-developer');
    const external = within(cards[1]!).getByRole('link', { name: /View More/ });
    expect(external).toHaveAttribute('href', 'https://jobs.example/1');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');

    expect(screen.getByRole('heading', { name: 'Unleash Your Full Potential' })).toBeInTheDocument();
    expect(screen.getByText('Join our team and be part of something extraordinary')).toBeInTheDocument();
    for (const title of ['Culture', 'Your Growth & Wellbeing', 'Transforming Through Impact', 'Diversity & Inclusion']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
  });

  it('filters through the API, one filter combination per request, keeping the filters in the URL', async () => {
    const asked: string[] = [];
    const jobs = [
      job({ jobId: 'p', title: 'Pune role', location: 'Pune (On-site)' }),
      job({ jobId: 'd', title: 'Delhi role', location: 'Delhi (On-site)', employmentType: 'Contract' }),
    ];
    server.use(
      http.get('*/api/jobs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const location = query.get('location');
        const type = query.get('type');
        const items = jobs.filter((j) => (!location || j.location === location) && (!type || j.employmentType === type));
        return HttpResponse.json({ items, nextCursor: null });
      }),
    );
    renderAt('/careers');
    const user = userEvent.setup();
    await screen.findByRole('search');
    expect(titles()).toEqual(['Pune role', 'Delhi role']);
    await user.selectOptions(screen.getByLabelText('Location'), 'Delhi (On-site)');
    await waitFor(() => expect(titles()).toEqual(['Delhi role']));
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Full-time');
    expect(await screen.findByText('No open positions match these filters.')).toBeInTheDocument();
    expect(asked).toEqual([
      'limit=12',
      'limit=12&location=Delhi+%28On-site%29',
      'limit=12&location=Delhi+%28On-site%29&type=Full-time',
    ]);
    expect(screen.getByLabelText('Workplace')).toHaveValue('');
  });

  it('applies filters found in the URL after the first render', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/jobs', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        const items = query.get('workplace')
          ? [job({ jobId: 'a', title: 'Remote role', location: 'Remote', workplaceType: 'Remote' })]
          : [
              job({ jobId: 'a', title: 'Remote role', location: 'Remote', workplaceType: 'Remote' }),
              job({ jobId: 'b', title: 'Office role' }),
            ];
        return HttpResponse.json({ items, nextCursor: null });
      }),
    );
    renderAt('/careers?workplace=Remote');
    await screen.findByRole('search');
    await waitFor(() => expect(titles()).toEqual(['Remote role']));
    expect(screen.getByLabelText('Workplace')).toHaveValue('Remote');
    expect(asked).toContain('limit=12&workplace=Remote');
  });

  it('shows the prerendered first page without a request, then loads more with the cursor', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/jobs', ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ items: [job({ jobId: 'j12', title: 'Job 12' })], nextCursor: null });
      }),
    );
    const first: JobListData = {
      jobs: Array.from({ length: 12 }, (_, i) => jobCardOf(job({ jobId: `j${i}`, title: `Job ${i}` }))),
      nextCursor: 'after-11',
      facets: { department: [], location: ['Pune (On-site)'], workplace: ['On-site'], type: ['Full-time'] },
      total: 13,
    };
    render(
      <PageDataContext.Provider value={{ path: '/careers', data: first }}>
        <MemoryRouter initialEntries={['/careers']}>
          <CareersPage />
        </MemoryRouter>
      </PageDataContext.Provider>,
    );
    expect(titles()).toHaveLength(12);
    expect(screen.getByText('12 of 13 positions')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more positions' }));
    await waitFor(() => expect(titles()).toHaveLength(13));
    expect(titles()[12]).toBe('Job 12');
    expect(screen.getByText('13 of 13 positions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(asked).toEqual(['limit=12&cursor=after-11']);
  });

  it('keeps the shown jobs and offers a retry when loading more fails', async () => {
    let fail = true;
    server.use(
      http.get('*/api/jobs', ({ request }) => {
        if (!new URL(request.url).searchParams.get('cursor'))
          return HttpResponse.json({ items: [job({ jobId: 'a', title: 'First' })], nextCursor: 'c1' });
        return fail
          ? HttpResponse.json({ message: 'down' }, { status: 503 })
          : HttpResponse.json({ items: [job({ jobId: 'b', title: 'Second' })], nextCursor: null });
      }),
    );
    renderAt('/careers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more positions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More jobs could not be loaded. Please try again.');
    expect(titles()).toEqual(['First']);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Load more positions' }));
    await waitFor(() => expect(titles()).toEqual(['First', 'Second']));
  });

  it('shows the error message when jobs cannot be fetched', async () => {
    stubApi({ 'GET /api/jobs': () => json({ message: 'down' }, 503) });
    renderAt('/careers');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch jobs. Please try again later.');
  });
});

describe('JobDetailPage', () => {
  it('says the job does not exist for a 404', async () => {
    stubApi({ 'GET /api/jobs/gone': () => json({ message: 'Not found' }, 404) });
    renderAt('/careers/gone');
    expect(screen.getByText('Loading job details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The job you are looking for does not exist.');
    expect(screen.getByRole('link', { name: /Back to Careers/ })).toHaveAttribute('href', '/careers');
  });

  it('shows the generic message for other failures', async () => {
    stubApi({ 'GET /api/jobs/x': () => json({ message: 'oops' }, 500) });
    renderAt('/careers/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Job not found or an error occurred.');
  });

  it('shows the job with paragraphs, badge, JSON-LD and the application form', async () => {
    stubApi({
      'GET /api/jobs/j1': () =>
        json(
          job({
            description: 'Line one.\n\n\nLine two.',
            requirements: '  Five years.\r\n\r\nAWS </script> certified.',
            employmentType: 'Internship',
          }),
        ),
    });
    renderAt('/careers/j1');
    expect(await screen.findByRole('heading', { level: 1, name: 'ReactJS Developer' })).toBeInTheDocument();
    expect(screen.getByText('Internship')).toHaveClass('job-badge');
    const description = screen.getByRole('region', { name: 'Job Description' });
    expect([...description.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Line one.', 'Line two.']);
    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect([...requirements.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Five years.',
      'AWS </script> certified.',
    ]);

    // The head is written in an effect after the page renders: wait for it (a loaded machine is slower).
    const script = await waitFor(() => {
      const found = document.querySelector('script[type="application/ld+json"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(script.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script.textContent);
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'ReactJS Developer',
      employmentType: 'INTERN',
      datePosted: '2025-01-02T03:04:05.000Z',
    });
    expect(document.title).toBe('ReactJS Developer | Careers | Nimbus Crest');

    expect(await screen.findByRole('heading', { name: 'Apply for: ReactJS Developer' }, { timeout: 10_000 })).toBeInTheDocument(); // the form is a lazy chunk
  });
});
