/**
 * Demo content for a fresh local stack: the spec's four jobs and two legacy posts (which link out
 * to external articles), plus a post written in GitHub-flavoured markdown that exercises the
 * renderer (table, task list, footnote, strikethrough, autolink).
 */
import type { JobFieldsInput, PostFieldsInput } from '../../lambdas/contract/schemas';

const PUNE = 'Pune (On-site)';
const PUNE_DELHI = 'Pune and Delhi (On-site)';

export const SEED_JOBS: JobFieldsInput[] = [
  {
    title: 'Cloud Solutions Architect Manager – Data Engineering',
    location: PUNE,
    employmentType: 'Full-time',
    active: true,
    description: [
      'We are looking for a Cloud Solutions Architect Manager to lead the design and delivery of data platforms for our enterprise clients. You will own the architecture of lakehouses, streaming pipelines and analytics platforms on AWS, Azure and Oracle Cloud, from the first workshop to production.',
      'You will lead a team of six to ten data engineers, review designs and code, and coach engineers as they grow. You will work directly with client stakeholders to turn business questions into data products, estimate and plan engagements, and make sure what we build is secure, observable and cost-efficient.',
      'You will also shape our data engineering practice: reusable reference architectures, delivery accelerators and the hiring of the people who will build them with you.',
    ].join('\n'),
    requirements: [
      '10+ years in software or data engineering, including 4+ years designing cloud data platforms.',
      'Hands-on depth in at least one cloud (AWS preferred): S3, Glue, EMR, Redshift, Kinesis, Lambda, IAM.',
      'Strong SQL and Python or Scala; experience with Spark, Airflow and dbt.',
      'Experience leading a team and owning client-facing technical decisions.',
      'Good grasp of data modelling, data governance and security (encryption, access control, PII handling).',
      'A professional cloud certification (AWS Solutions Architect Professional or equivalent) is a plus.',
    ].join('\n'),
  },
  {
    title: 'ReactJS Developer',
    location: PUNE,
    employmentType: 'Full-time',
    active: true,
    description: [
      'Join our application development team to build fast, accessible web applications for clients in fintech, healthcare and retail. You will turn designs into production-quality React components and work closely with designers, backend engineers and QA.',
      'You will own features end to end: component design, state management, API integration, tests and performance. Our stack is React with TypeScript, Vite, React Router and serverless APIs on AWS.',
    ].join('\n'),
    requirements: [
      '2–5 years of professional experience with React and modern JavaScript (ES2020+).',
      'Solid TypeScript, HTML and CSS, including responsive layouts.',
      'Experience with hooks, forms and client-side routing; familiarity with React Query or a similar data-fetching library.',
      'Writes tests with Vitest or Jest and Testing Library.',
      'Understands web accessibility (WCAG) and web performance basics.',
      'Bonus: experience with AWS Amplify, Cognito or serverless backends.',
    ].join('\n'),
  },
  {
    title: 'Salesforce DevOps Developer',
    location: PUNE_DELHI,
    employmentType: 'Full-time',
    active: true,
    description: [
      'We are hiring a Salesforce DevOps Developer to build and run the release pipelines of our Salesforce practice. You will automate how metadata moves from developer sandboxes to production, so our teams ship small changes often and safely.',
      'You will set up source-driven development with Salesforce DX, build CI/CD pipelines, manage environments and data seeding, and help developers adopt good branching and review habits.',
      'You will work with our Salesforce architects and client release managers, and be the go-to person when a deployment fails at 6 pm.',
    ].join('\n'),
    requirements: [
      '3+ years on the Salesforce platform, with at least 2 years focused on release management or DevOps.',
      'Hands-on with Salesforce DX, scratch orgs, unlocked packages and the Metadata API.',
      'Experience with Git and CI/CD tools such as GitHub Actions, GitLab CI, Jenkins, Copado or Gearset.',
      'Scripting in Bash, Node.js or Python.',
      'Salesforce Platform Developer I certification; DevOps or Copado certification is a plus.',
    ].join('\n'),
  },
  {
    title: 'Salesforce Team Lead',
    location: PUNE_DELHI,
    employmentType: 'Full-time',
    active: true,
    description: [
      'As Salesforce Team Lead you will lead a delivery team of developers and administrators implementing Sales Cloud, Service Cloud and Experience Cloud solutions for our clients.',
      'You will translate business requirements into solution designs, split work into sprints, review code and configuration, and keep quality high through standards and mentoring. You will be the technical point of contact for client product owners.',
      'You will also help presales with estimates and solution outlines, and grow the skills of the people on your team.',
    ].join('\n'),
    requirements: [
      '6+ years of Salesforce development, including 2+ years leading a team.',
      'Expert in Apex, Lightning Web Components, SOQL, Flows and integration patterns (REST, platform events).',
      'Experience with Sales Cloud and Service Cloud implementations end to end.',
      'Comfortable in client-facing roles and agile delivery.',
      'Salesforce Platform Developer II or Application Architect certification preferred.',
    ].join('\n'),
  },
];

export const SEED_POSTS: PostFieldsInput[] = [
  {
    title: 'How Generative AI Is Reshaping Cloud Strategy',
    author: 'Nimbus Crest Team',
    externalUrl: 'https://aws.amazon.com/what-is/generative-ai/',
    content: [
      'Generative AI has moved from experiments to production workloads, and it is changing how businesses plan their cloud spend, their data platforms and their security posture.',
      '',
      'In this article we look at where generative models fit in a modern cloud architecture, what it takes to run them responsibly, and how to start small with a use case that pays for itself.',
    ].join('\n'),
  },
  {
    title: 'Agentic AI: From Chatbots to Systems That Act',
    author: 'Nimbus Crest Team',
    externalUrl: 'https://cloud.google.com/discover/what-are-ai-agents',
    content: [
      'AI agents plan, call tools and act on behalf of people. For businesses this opens a new class of automation: not only answering questions but completing tasks across systems.',
      '',
      'We explain how agentic systems differ from classic chatbots, the guardrails they need, and the kinds of processes where they already deliver value.',
    ].join('\n'),
  },
  {
    title: 'Our Cloud Migration Checklist',
    author: 'Nimbus Crest Engineering',
    content: `Moving a workload to the cloud is mostly about preparation. This is the checklist our engineers use on every migration, shared as it is.

## Pick the right path

| Strategy | When it fits | Typical effort |
|---|---|---|
| Rehost ("lift and shift") | Deadline-driven moves, stable apps | Low |
| Replatform | Managed databases, containers | Medium |
| Refactor | Apps that must scale or change often | High |

## Before the move

- [x] Inventory applications and their dependencies
- [x] Agree on success metrics (cost, latency, availability)
- [ ] Set up landing zone, identity and network baselines
- [ ] Rehearse the cut-over with production-like data

## Lessons learned

We used to plan ~~one big weekend cut-over~~ small, reversible steps instead. Each step ships on its own and can be rolled back in minutes.[^rollback]

Costs deserve the same care as performance: tag every resource from day one and review the bill weekly during the first quarter.

Questions? Write to us at https://www.example.com/contact and we will get back to you.

[^rollback]: In practice: blue/green deployments for stateless services and replication with a switch-over window for databases.
`,
  },
];
