import { describe, expect, it } from 'vitest';
import { citiesOf, jobPostingData } from '../../../web/src/features/careers/jobPosting';
import { scriptSafeJson } from '../../../web/src/components/seo/headTags';
import type { Job } from '../../../lambdas/contract/schemas';

const job: Job = {
  jobId: 'j-1',
  slug: 'reactjs-developer',
  workplaceType: 'On-site',
  title: 'ReactJS Developer',
  location: 'Pune and Delhi (On-site)',
  employmentType: 'Contract',
  description: 'Build UIs.',
  requirements: '3 years of React.',
  active: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

describe('JobPosting structured data', () => {
  it('maps the job to schema.org fields', () => {
    const data = jobPostingData(job, 'https://x.example/careers/j-1');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'ReactJS Developer',
      datePosted: '2025-01-02T03:04:05.000Z',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { '@type': 'Organization', name: 'Nimbus Crest' },
    });
    expect(data.description).toContain('Build UIs.');
    expect(data.description).toContain('3 years of React.');
    expect(data.jobLocation).toEqual([
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      },
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'Delhi', addressRegion: 'Delhi', addressCountry: 'IN' },
      },
    ]);
    expect(data).not.toHaveProperty('jobLocationType');
    expect(data).not.toHaveProperty('baseSalary');
    expect(data).not.toHaveProperty('validThrough');
  });

  it("adds a remote job's location type, the salary range in INR and the closing date", () => {
    const data = jobPostingData(
      {
        ...job,
        location: 'Remote (India)',
        workplaceType: 'Remote',
        salaryMin: 1_200_000,
        salaryMax: 1_800_000,
        closingDate: '2026-12-31',
        department: 'Data',
      },
      'https://x.example/careers/j-1',
    );
    expect(data).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'India' },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'INR',
        value: { '@type': 'QuantitativeValue', minValue: 1_200_000, maxValue: 1_800_000, unitText: 'YEAR' },
      },
      validThrough: '2026-12-31T23:59:59+05:30',
      occupationalCategory: 'Data',
      directApply: true,
    });
    expect(data).not.toHaveProperty('jobLocation');
    expect(data.description).toBe('<p>Build UIs.</p><h3>Requirements</h3><p>3 years of React.</p>');
  });

  it('maps every employment type', () => {
    const types = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR', Internship: 'INTERN' } as const;
    for (const [employmentType, expected] of Object.entries(types)) {
      expect(jobPostingData({ ...job, employmentType: employmentType as Job['employmentType'] }, '').employmentType).toBe(
        expected,
      );
    }
  });

  it('reads cities out of free-text locations', () => {
    expect(citiesOf('Pune (On-site)')).toEqual(['Pune']);
    expect(citiesOf('Bengaluru, Hyderabad / Remote')).toEqual(['Bengaluru', 'Hyderabad']);
  });

  it('escapes characters that could end the script element', () => {
    const json = scriptSafeJson({ title: '</script><script>alert(1)</script> & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script> & \u2028' });
  });
});
