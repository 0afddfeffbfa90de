// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { CareersPage, JobDetailPage } from '../../../web/src/features/careers';
import type { Job } from '../../../lambdas/contract/schemas';
import { json, stubApi } from './fakes';
import { useMockApi } from '../../../web/src/testing/mocks/server';

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

  it('filters by location and type, keeping the filters in the URL', async () => {
    const jobs = Array.from({ length: 7 }, (_, i) =>
      job({
        jobId: `j${i}`,
        title: `Job ${i}`,
        location: i < 4 ? 'Pune (On-site)' : 'Delhi (On-site)',
        employmentType: i % 2 ? 'Contract' : 'Full-time',
      }),
    );
    stubApi({ 'GET /api/jobs': () => json({ items: jobs, nextCursor: null }) });
    renderAt('/careers');
    const user = userEvent.setup();
    await screen.findByRole('search');
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
    await user.selectOptions(screen.getByLabelText('Location'), 'Delhi (On-site)');
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Job 4',
      'Job 5',
      'Job 6',
    ]);
    await user.selectOptions(screen.getByLabelText('Employment type'), 'Contract');
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual(['Job 5']);
    expect(screen.getByText('1 of 7 positions')).toBeInTheDocument();
    expect(screen.getByLabelText('Workplace')).toHaveValue('');
  });

  it('applies filters found in the URL after the first render', async () => {
    const jobs = [
      job({ jobId: 'a', title: 'Remote role', location: 'Remote', workplaceType: 'Remote', department: 'Data' }),
      job({ jobId: 'b', title: 'Office role', department: 'Apps' }),
    ];
    stubApi({ 'GET /api/jobs': () => json({ items: jobs, nextCursor: null }) });
    renderAt('/careers?workplace=Remote');
    await screen.findByRole('search');
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('heading').textContent)).toEqual(['Remote role']),
    );
    expect(screen.getByLabelText('Workplace')).toHaveValue('Remote');
    expect(screen.getByLabelText('Department')).toHaveValue('');
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

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script!.textContent);
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
