import { Link } from 'react-router-dom';
import type { CaseStudy } from '../../../content/proof';
import { proofCopy } from '../../../content/proof';

/** One client story as a card: client, title, the headline outcome and a link to the story. */
export function CaseStudyCard({ study, headingLevel = 'h3' }: { study: CaseStudy; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const [headline] = study.outcomes;
  return (
    <article className="card case-card">
      <p className="case-card__meta">
        {study.client} · {study.industry}
      </p>
      <Heading className="case-card__title">{study.title}</Heading>
      {headline && (
        <p className="case-card__outcome">
          <strong>{headline.value}</strong> {headline.label}
        </p>
      )}
      <p>{study.summary}</p>
      <Link className="case-card__link" to={`/case-studies/${study.slug}`} aria-label={`${proofCopy.readStory}: ${study.title}`}>
        {proofCopy.readStory}
      </Link>
    </article>
  );
}
