import type { Job } from '../../../../lambdas/contract/schemas';
import { site } from '../../content/site';

const SCHEMA_EMPLOYMENT_TYPES: Record<Job['employmentType'], string> = {
  'Full-time': 'FULL_TIME',
  'Part-time': 'PART_TIME',
  Contract: 'CONTRACTOR',
  Internship: 'INTERN',
};

/** "Pune and Delhi (On-site)" → ["Pune", "Delhi"]: the cities of a free-text location. */
export function citiesOf(location: string): string[] {
  return location
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|\band\b|&|\//i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0 && !/^(remote|hybrid|on-?site|india)$/i.test(part));
}

/** schema.org JobPosting of a job (https://schema.org/JobPosting, as search engines read it). */
export function jobPostingData(job: Job, pageUrl: string) {
  const remote = /remote/i.test(job.location);
  const cities = citiesOf(job.location);
  const places = (cities.length > 0 ? cities : [site.address.city]).map((city) => ({
    '@type': 'Place',
    address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: site.address.country },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `${job.description}\n\nRequirements:\n${job.requirements}`,
    datePosted: job.createdAt,
    employmentType: SCHEMA_EMPLOYMENT_TYPES[job.employmentType],
    identifier: { '@type': 'PropertyValue', name: site.brand, value: job.jobId },
    hiringOrganization: { '@type': 'Organization', name: site.brand, sameAs: site.url },
    jobLocation: places.length === 1 ? places[0] : places,
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'India' } }
      : {}),
    url: pageUrl,
    directApply: !job.externalUrl,
  };
}

/**
 * JSON for an inline <script> element: `<` is escaped so no text in the data can close the
 * script (`</script>`) or open a comment, and the two line separators JavaScript rejects are escaped too.
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
