/** Per-page title and description: used by the Seo component and by the prerender step. */
import { site } from './site';

export interface PageMeta {
  title: string;
  description: string;
}

export const pageMeta = {
  home: {
    title: `${site.brand} | AI, Cloud and Application Development Consultancy`,
    description: `${site.brand} helps businesses adopt AI/ML, generative and agentic AI, cloud computing and modern application development, from strategy to production.`,
  },
  services: {
    title: `Services | ${site.brand}`,
    description:
      'AI-ML and analytics, cloud computing, Gen-AI and agentic AI, app development, OCI, PaaS, SaaS and DevOps automation: strategic services for meaningful impact.',
  },
  about: {
    title: `About Us | ${site.brand}`,
    description: `Meet ${site.brand}: an AI-first engineering team in Pune building optimized, autonomous and scalable AI systems for businesses around the world.`,
  },
  contact: {
    title: `Contact Us | ${site.brand}`,
    description: `Have a question or a project in mind? Write to ${site.brand}, call our Pune head office or send us a message from this page.`,
  },
  privacy: {
    title: `Privacy Policy | ${site.brand}`,
    description: `How ${site.brand} collects, uses, stores and protects the personal data you share through this website.`,
  },
  terms: {
    title: `Terms of Service | ${site.brand}`,
    description: `The terms that apply when you use the ${site.brand} website, its forms and its content.`,
  },
  cookies: {
    title: `Cookie Policy | ${site.brand}`,
    description: `Which cookies and browser storage the ${site.brand} website uses, and how to control them.`,
  },
  caseStudies: {
    title: `Case Studies | ${site.brand}`,
    description: `Client stories from ${site.brand}: demand forecasting, an AI claims agent and a zero-downtime cloud migration, with their outcomes in numbers.`,
  },
  notFound: {
    title: `Page not found | ${site.brand}`,
    description: `The page you were looking for does not exist on the ${site.brand} website.`,
  },
  // Account pages stay indexable (a robots noindex fails Lighthouse's crawlability audit, and a
  // login page in results does no harm); the admin area is disallowed in robots.txt instead.
  login: {
    title: `Login | ${site.brand}`,
    description: `Log in to your ${site.brand} staff account to manage jobs, applications, blog posts and the team.`,
  },
  register: {
    title: `Register | ${site.brand}`,
    description: `Create a ${site.brand} staff account; a staff member approves it before the admin area opens.`,
  },
  forgotPassword: {
    title: `Reset password | ${site.brand}`,
    description: `Forgot your ${site.brand} staff password? Request a reset code by e-mail and choose a new password.`,
  },
} as const satisfies Record<string, PageMeta>;
