import { Seo } from '../../../components/seo/Seo';
import { caseStudies, proofCopy } from '../../../content/proof';
import { pageMeta } from '../../../content/seo';
import { CaseStudyCard } from '../shared/CaseStudyCard';

export function CaseStudiesPage() {
  return (
    <>
      <Seo {...pageMeta.caseStudies} />
      <section className="section case-studies" aria-labelledby="page-title">
        <div className="container">
          <p className="section-header__kicker">{proofCopy.caseStudiesKicker}</p>
          <h1 id="page-title">{proofCopy.caseStudiesTitle}</h1>
          <p className="section__intro">{proofCopy.caseStudiesIntro}</p>
          <ul className="case-grid">
            {caseStudies.map((study) => (
              <li key={study.slug}>
                <CaseStudyCard study={study} headingLevel="h2" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
export default CaseStudiesPage;
