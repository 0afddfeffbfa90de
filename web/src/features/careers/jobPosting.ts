import type { Job } from '../../../../lambdas/contract/schemas';
import { site } from '../../content/site';
import { splitParagraphs } from './text';

/** Google's employmentType values. */
const SCHEMA_EMPLOYMENT_TYPES: Record<Job['employmentType'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** States of the cities jobs are usually in, for the PostalAddress's addressRegion. */
const REGIONS: Record<string, string> = {
  pune: 'Maharashtra',
  mumbai: 'Maharashtra',
  nagpur: 'Maharashtra',
  bengaluru: 'Karnataka',
  bangalore: 'Karnataka',
  hyderabad: 'Telangana',
  chennai: 'Tamil Nadu',
  delhi: 'Delhi',
  'new delhi': 'Delhi',
  gurugram: 'Haryana',
  gurgaon: 'Haryana',
  noida: 'Uttar Pradesh',
  kolkata: 'West Bengal',
  ahmedabad: 'Gujarat',
  kochi: 'Kerala',
  jaipur: 'Rajasthan',
};

/** "Pune and Delhi (On-site)" → ["Pune", "Delhi"]: the cities of a free-text location. */
export function citiesOf(location: string): string[] {
  return location
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|\band\b|&|\//i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !/^(remote|hybrid|on-?site|india)$/i.test(part));
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraphs = (text: string) =>
  splitParagraphs(text)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');

/** The description as HTML, as Google asks: the description's paragraphs, then the requirements. */
export const jobDescriptionHtml = (job: Job) =>
  `${paragraphs(job.description)}<h3>Requirements</h3>${paragraphs(job.requirements)}`;

/** The closing date's last moment in India (UTC+05:30). */
export const validThroughOf = (closingDate: string) => `${closingDate}T23:59:59+05:30`;

/** schema.org JobPosting of a job, with Google's required and recommended properties. */
export function jobPostingData(job: Job, pageUrl: string) {
  const remote = job.workplaceType === 'Remote';
  const cities = citiesOf(job.location);
  const places = (cities.length > 0 ? cities : remote ? [] : [site.address.city]).map((city) => {
    const region = REGIONS[city.toLowerCase()];
    return {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: city,
        ...(region ? { addressRegion: region } : {}),
        addressCountry: site.address.country,
      },
    };
  });
  const salary =
    job.salaryMin !== undefined || job.salaryMax !== undefined
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'INR',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salaryMin !== undefined && job.salaryMax !== undefined && job.salaryMin !== job.salaryMax
                ? { minValue: job.salaryMin, maxValue: job.salaryMax }
                : { value: job.salaryMin ?? job.salaryMax }),
              unitText: 'YEAR',
            },
          },
        }
      : {};
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.createdAt,
    ...(job.closingDate ? { validThrough: validThroughOf(job.closingDate) } : {}),
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employmentType],
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.jobId },
    hiringOrganization: {
      '@type': 'Organization',
      name: site.brand,
      sameAs: site.url,
      logo: `${site.url}/favicon.svg`,
    },
    ...(places.length > 0 ? { jobLocation: places.length === 1 ? places[0] : places } : {}),
    ...(remote ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } } : {}),
    ...(job.department ? { occupationalCategory: job.department } : {}),
    ...salary,
    url: pageUrl,
    directApply: !job.externalUrl,
  };
}
