import { Link, useParams } from 'react-router-dom';
import { Seo } from '../../../components/seo/Seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { caseStudies, proofCopy } from '../../../content/proof';
import { site } from '../../../content/site';
import { NotFoundPage } from './NotFoundPage';

export function CaseStudyPage() {
  const { slug } = useParams();
  const study = caseStudies.find((candidate) => candidate.slug === slug);
  if (!study) return <NotFoundPage />;
  return (
    <article className="section case-study" aria-labelledby="page-title">
      <Seo title={`${study.title} | ${site.brand}`} description={study.summary} />
      <div className="container narrow">
        <p>
          <Link to="/case-studies">← {proofCopy.allStories}</Link>
        </p>
        <p className="section-header__kicker">
          {study.client} · {study.industry} · {study.duration}
        </p>
        <h1 id="page-title">{study.title}</h1>
        <p className="case-study__summary">{study.summary}</p>
        <dl className="outcomes">
          {study.outcomes.map((outcome) => (
            <div key={outcome.label} className="outcomes__item">
              <dt>{outcome.label}</dt>
              <dd>{outcome.value}</dd>
            </div>
          ))}
        </dl>
        <h2>The challenge</h2>
        <p>{study.challenge}</p>
        <h2>What we did</h2>
        <ul className="checklist">
          {study.approach.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <figure className="case-study__quote">
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          <figcaption>
            {study.quote.author}, {study.quote.role}
          </figcaption>
        </figure>
        <p className="case-study__services">Services: {study.services.join(', ')}</p>
        <ButtonLink to="/contact">Talk to us about your project</ButtonLink>
      </div>
    </article>
  );
}
export default CaseStudyPage;
