/**
 * Proof of work: client stories and testimonials. Replace these with your own; every page that
 * shows them (Home, Services, /case-studies and each story's page) reads them from here.
 */
export interface Outcome {
  /** The figure, as it should read: "38%", "6 weeks", "4×". */
  value: string;
  label: string;
}

export interface CaseStudy {
  slug: string;
  client: string;
  industry: string;
  title: string;
  summary: string;
  challenge: string;
  approach: string[];
  outcomes: Outcome[];
  services: string[];
  duration: string;
  quote: { text: string; author: string; role: string };
}

export const caseStudies: CaseStudy[] = [
  {
    slug: 'retail-demand-forecasting',
    client: 'Saffron Basket',
    industry: 'Quick commerce',
    title: 'Demand forecasting that cut stock-outs by a third',
    summary:
      'A quick-commerce grocer serving 40 dark stores moved from spreadsheet ordering to store-level demand forecasts retrained every night.',
    challenge:
      'Buyers ordered from last week’s sales in spreadsheets. Festival weeks emptied shelves while slow lines expired in the back room, and every new dark store copied the guesswork.',
    approach: [
      'Unified two years of orders, promotions and weather into one governed data lake on AWS.',
      'Trained gradient-boosted forecasts per store and product family, with a nightly retraining pipeline.',
      'Put the forecast inside the buyers’ ordering screen, with the reasons behind each suggestion.',
    ],
    outcomes: [
      { value: '34%', label: 'fewer stock-outs' },
      { value: '21%', label: 'less fresh-food waste' },
      { value: '9 weeks', label: 'from kickoff to all stores' },
    ],
    services: ['AI-ML & Analytics', 'Cloud Computing'],
    duration: '9 weeks',
    quote: {
      text: 'Our buyers trust the numbers because they can see why the model suggests them. Festival week was the calmest we have had.',
      author: 'Ritika Shah',
      role: 'Head of Supply Chain, Saffron Basket',
    },
  },
  {
    slug: 'insurance-claims-agent',
    client: 'Kaveri General Insurance',
    industry: 'Fintech',
    title: 'An AI agent that triages motor claims in minutes',
    summary:
      'A general insurer put a supervised AI agent in front of its motor-claims queue: it reads the documents, checks the policy and routes each claim.',
    challenge:
      'Claims waited four days for a first look. Adjusters spent most of that time reading PDFs and photos and re-keying the same facts into three systems.',
    approach: [
      'Built an agent on a private LLM deployment that extracts facts from claim forms, invoices and photos.',
      'Gave it tools to check cover in the policy system and to draft the adjuster’s summary, with every step logged.',
      'Kept a human in the loop: the agent proposes, the adjuster approves or corrects, and corrections retrain it.',
    ],
    outcomes: [
      { value: '4 days → 2 h', label: 'time to first decision' },
      { value: '62%', label: 'of claims routed without re-keying' },
      { value: '0', label: 'decisions made without a person' },
    ],
    services: ['Gen-AI & Agentic AI', 'App Development'],
    duration: '14 weeks',
    quote: {
      text: 'The agent does the reading; our adjusters do the judging. Customers hear from us the same day now.',
      author: 'Vikram Iyer',
      role: 'Chief Operating Officer, Kaveri General Insurance',
    },
  },
  {
    slug: 'healthcare-cloud-migration',
    client: 'Sahyadri Diagnostics',
    industry: 'Healthcare',
    title: 'A lab network moved to the cloud without a minute of downtime',
    summary:
      'A diagnostics chain with 120 collection centres moved its reporting platform from an ageing data centre to AWS, with automated deployments and encryption everywhere.',
    challenge:
      'Reports slowed to a crawl every morning peak, releases needed a weekend outage, and the data-centre lease was ending in six months.',
    approach: [
      'Re-platformed the reporting services onto containers with infrastructure as code for every environment.',
      'Replicated the database continuously and switched over behind a feature flag during a normal working day.',
      'Added CI/CD with automated tests, so releases ship in the afternoon instead of at weekends.',
    ],
    outcomes: [
      { value: '0 min', label: 'downtime during the move' },
      { value: '38%', label: 'lower monthly infrastructure bill' },
      { value: '12×', label: 'more releases per month' },
    ],
    services: ['Cloud Computing', 'DevOps and Automation'],
    duration: '5 months',
    quote: {
      text: 'We expected a risky weekend. Instead the switch happened on a Tuesday afternoon and nobody noticed, which is exactly what we wanted.',
      author: 'Dr. Neha Kulkarni',
      role: 'Director of Technology, Sahyadri Diagnostics',
    },
  },
];

export interface Testimonial {
  text: string;
  author: string;
  role: string;
}

export const testimonials: Testimonial[] = [
  caseStudies[0]!.quote,
  caseStudies[1]!.quote,
  caseStudies[2]!.quote,
  {
    text: 'They explained every trade-off in plain language and left our own engineers able to run what they built.',
    author: 'Arjun Menon',
    role: 'CTO, Lumen Freight',
  },
];

export const proofCopy = {
  testimonialsKicker: 'What clients say',
  testimonialsTitle: 'Trusted by teams who ship',
  caseStudiesKicker: 'Case studies',
  caseStudiesTitle: 'Client stories, measured in outcomes',
  caseStudiesIntro: 'Three recent engagements: what the client faced, what we built together, and what changed, in numbers.',
  readStory: 'Read the story',
  allStories: 'All case studies',
};
