import { ButtonLink } from '../../../components/ui/ButtonLink';
import { caseStudies, proofCopy } from '../../../content/proof';
import { CaseStudyCard } from './CaseStudyCard';
import { SectionHeader } from './SectionHeader';

/** The three client stories as cards, with a link to the case-studies page. */
export function CaseStudiesTeaser({ id = 'case-studies-title' }: { id?: string }) {
  return (
    <section className="section deferred-render" aria-labelledby={id}>
      <div className="container">
        <SectionHeader kicker={proofCopy.caseStudiesKicker} title={proofCopy.caseStudiesTitle} id={id} />
        <ul className="case-grid">
          {caseStudies.map((study) => (
            <li key={study.slug}>
              <CaseStudyCard study={study} />
            </li>
          ))}
        </ul>
        <p className="center">
          <ButtonLink to="/case-studies" variant="secondary">
            {proofCopy.allStories}
          </ButtonLink>
        </p>
      </div>
    </section>
  );
}
