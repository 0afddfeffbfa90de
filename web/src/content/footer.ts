/** Copy of the footer. */
import { site } from './site';

export const footer = {
  about: `${site.brand} is an AI-first technology consultancy delivering AI/ML, generative and agentic AI, cloud and application development services.`,
  mission: 'Our mission: for every project we deliver, we plant trees to help build a greener future.',
  quickLinksHeading: 'Quick Links',
  followHeading: 'Follow Us',
  legalHeading: 'Legal',
  copyright: (year: number) => `© ${year} ${site.legalName} All rights reserved.`,
};
