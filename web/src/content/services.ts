/** Copy of the services page: hero, the Featured Services heading and the eight cards. */
export const servicesHero = {
  title: 'Strategic Services for Meaningful Impact',
  lead: 'From the first AI experiment to a global cloud platform, we bring the strategy, the engineering and the operations to make technology pay off.',
};

export const featuredServices = {
  heading: 'Featured Services',
  title: 'A wide range of services',
  text: 'Eight practices, one team: pick a single capability or combine them into an end-to-end programme.',
};

export interface ServiceCard {
  slug: string;
  title: string;
  features: readonly string[];
}

export const serviceCards: readonly ServiceCard[] = [
  {
    slug: 'ai-ml-analytics',
    title: 'AI-ML & Analytics',
    features: [
      'Predictive and prescriptive models',
      'Computer vision and NLP',
      'Data platforms and dashboards',
      'MLOps and model monitoring',
    ],
  },
  {
    slug: 'cloud-computing',
    title: 'Cloud Computing',
    features: [
      'Cloud strategy and readiness',
      'Migration and modernization',
      'Well-architected landing zones',
      'Cost optimization (FinOps)',
    ],
  },
  {
    slug: 'gen-ai-agentic-ai',
    title: 'Gen-AI & Agentic AI',
    features: [
      'Retrieval-augmented assistants',
      'Autonomous, tool-using agents',
      'Prompt and evaluation pipelines',
      'Guardrails and responsible AI',
    ],
  },
  {
    slug: 'app-development',
    title: 'App Development',
    features: [
      'Web and mobile applications',
      'API and microservice design',
      'Accessible, fast user interfaces',
      'Continuous delivery',
    ],
  },
  {
    slug: 'oci',
    title: 'Oracle Cloud Infrastructure (OCI)',
    features: [
      'OCI architecture and migration',
      'Oracle database workloads',
      'NetSuite and ERP integration',
      'Managed OCI operations',
    ],
  },
  {
    slug: 'paas',
    title: 'Platform as a Service (PaaS)',
    features: [
      'Serverless and container platforms',
      'Managed data services',
      'Integration and event streaming',
      'Developer self-service',
    ],
  },
  {
    slug: 'saas',
    title: 'Software as a Service (SaaS)',
    features: [
      'Multi-tenant product engineering',
      'Subscription and billing',
      'Security and compliance by design',
      'Scaling and observability',
    ],
  },
  {
    slug: 'devops-automation',
    title: 'DevOps and Automation',
    features: ['CI/CD pipelines', 'Infrastructure as code', 'Monitoring and incident response', 'Process automation'],
  },
];

/** Intrinsic size of every service illustration. */
export const SERVICE_IMAGE_SIZE = { width: 400, height: 240 } as const;
export const serviceImage = (slug: string) => `/media/services/${slug}.svg`;
