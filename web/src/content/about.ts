/** Copy of the About Us page. */
import { site } from './site';

export const aboutHero = {
  title: `About ${site.brand}`,
  lead: 'We are engineers, data scientists and designers who believe AI should be practical, trustworthy and built to last.',
};

export const aboutCapabilities = {
  heading: 'What We Build',
  title: 'AI capabilities that move the needle',
  cards: [
    {
      title: 'AI-Powered Optimization',
      text: 'Models that tune pricing, routing, inventory and operations continuously, so every decision gets a little better every day.',
    },
    {
      title: 'Autonomous AI Agents',
      text: 'Agents that plan, use your tools and complete multi-step work under clear guardrails and human oversight.',
    },
    {
      title: 'Real-Time Decision Intelligence',
      text: 'Streaming analytics and event-driven models that surface the right insight while it still matters.',
    },
    {
      title: 'Scalable AI Architectures',
      text: 'Cloud-native platforms that take AI from a pilot to millions of requests, securely and cost-effectively.',
    },
  ],
};

export const aboutStats = [
  { value: '20+', label: 'Projects Delivered' },
  { value: '10+', label: 'Satisfied Clients' },
  { value: '5+', label: 'Years of Experience' },
];

export const aboutVision = {
  heading: 'Our Vision',
  paragraphs: [
    'We want every business, not only the largest, to benefit from artificial intelligence. Our vision is a world where intelligent systems take on repetitive work, so people can focus on creativity, care and judgement.',
    `${site.brand} gets there by pairing deep technical expertise with honest advice: we build what creates value, explain how it works, and leave our clients stronger and more independent than we found them.`,
  ],
};

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  portrait: string;
}

export const aboutTeam = {
  heading: 'Meet the Team',
  title: 'The co-founders',
  members: [
    {
      name: 'Aarav Deshmukh',
      role: 'Co-founder & Chief Executive Officer (CEO)',
      bio: 'Aarav has spent fifteen years helping companies turn technology into growth. He leads strategy and client partnerships, and makes sure every project starts from a clear business goal.',
      portrait: '/media/team/ceo.svg',
    },
    {
      name: 'Meera Kulkarni',
      role: 'Co-founder & Chief Technology Officer (CTO)',
      bio: 'Meera is a machine-learning engineer and cloud architect who has shipped AI platforms used by millions. She leads engineering, research and our standards for secure, responsible AI.',
      portrait: '/media/team/cto.svg',
    },
  ] satisfies TeamMember[],
};

/** Intrinsic size of the team portraits. */
export const PORTRAIT_SIZE = { width: 240, height: 240 } as const;

export const aboutPartners = { heading: 'Our Partners' };

export const aboutCta = {
  title: 'Ready to put AI to work?',
  text: 'Book a free, no-obligation consultation with our experts and leave with a clear plan for your next step.',
  cta: { to: '/contact', label: 'GET FREE CONSULTATION' },
};
