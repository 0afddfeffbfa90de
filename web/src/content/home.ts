/** Copy of the home page. */
import { site } from './site';

export const homeHero = {
  eyebrow: 'AI-first technology consultancy',
  title: 'Pioneering Intelligence, Driving Innovation Through AI',
  lead: `${site.brand} designs, builds and runs AI, cloud and software solutions that turn data into decisions and ideas into products.`,
  primaryCta: { to: '/services', label: 'Explore Our Services' },
  secondaryCta: { to: '/contact', label: 'Talk to an Expert' },
};

export const homeAbout = {
  heading: `About ${site.brand}`,
  title: 'Engineering intelligent solutions for every industry',
  description: [
    `${site.brand} is a technology consultancy that helps businesses put artificial intelligence to work. Our engineers combine machine learning, generative and agentic AI, cloud platforms and modern application development to deliver systems that are measurable, secure and ready for production.`,
    'From the first workshop to long-term operations, we work as one team with our clients: we map the opportunity, prove it quickly, and scale what works.',
  ],
  industriesHeading: 'Industries we serve',
  // As the spec lists them: IoT-Drone appears twice.
  industries: [
    'Artificial Intelligence',
    'Healthcare',
    'IoT-Drone',
    'IoT-Drone',
    'NetSuite',
    'Fintech',
    'Entertainment',
    'Quick Commerce',
  ],
  stats: [
    { value: '20+', label: 'Projects Delivered' },
    { value: '10+', label: 'Satisfied Clients' },
    { value: '5+', label: 'Years of Experience' },
    { value: '30+', label: 'Engineers & Developers' },
  ],
};

export const homeServices = {
  heading: 'Our Services',
  title: 'What we do best',
  /** Highlight timings of the spec: shown for HOLD_MS, then FINISH_MS to hand over to the next. */
  holdMs: 3000,
  finishMs: 1500,
  items: [
    {
      title: 'AI-ML & Analytics',
      text: 'Predictive models, computer vision and analytics platforms that turn your data into decisions you can trust.',
    },
    {
      title: 'Gen-AI & Agentic AI',
      text: 'Assistants, copilots and autonomous agents grounded in your knowledge and connected to your tools.',
    },
    {
      title: 'Cloud Computing',
      text: 'Cloud strategy, migration and well-architected platforms on AWS, Azure, Google Cloud and OCI.',
    },
    {
      title: 'App Development',
      text: 'Fast, accessible web and mobile applications, built with modern stacks and shipped continuously.',
    },
  ],
  cta: { to: '/services', label: 'View All Services' },
};

export const homeWhyChooseUs = {
  heading: 'Why Choose Us',
  title: 'AI expertise that delivers results',
  items: [
    {
      title: 'AI Expertise',
      text: 'Data scientists and ML engineers who have taken models from notebooks to production across industries.',
    },
    {
      title: 'Driving Innovation Through AI',
      text: 'We prototype in weeks, measure honestly and turn the experiments that work into lasting advantages.',
    },
    {
      title: 'Universal AI Solutions',
      text: 'Solutions that fit your stack, your cloud and your compliance needs, from startups to enterprises.',
    },
    {
      title: 'Shaping the Future of AI',
      text: 'Responsible, explainable and secure AI practices built into every project from day one.',
    },
  ],
};

export const homeAlliances = {
  heading: 'Trusted Alliances',
  title: 'Partners we build with',
  text: 'We work alongside leading cloud, data and software partners so our clients get proven platforms and certified expertise.',
};

export const homeCareersCta = {
  heading: 'Accelerate the Digital Future With Us',
  text: `Join a team of curious engineers and problem solvers. At ${site.brand} you will work on real AI and cloud projects, learn every day and grow your career.`,
  cta: { to: '/careers', label: 'Discover Opportunities' },
};
