import { Seo } from '../../../components/seo/Seo';
import { cookiePolicy, privacyPolicy, termsOfService, type LegalPageCopy } from '../../../content/legal';
import { pageMeta, type PageMeta } from '../../../content/seo';

function LegalPage({ copy, meta }: { copy: LegalPageCopy; meta: PageMeta }) {
  return (
    <article className="section legal">
      <Seo {...meta} />
      <div className="container narrow">
        <h1>{copy.title}</h1>
        <p className="legal__updated">{copy.updated}</p>
        <p>{copy.intro}</p>
        {copy.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

export const PrivacyPolicyPage = () => <LegalPage copy={privacyPolicy} meta={pageMeta.privacy} />;
export const TermsOfServicePage = () => <LegalPage copy={termsOfService} meta={pageMeta.terms} />;
export const CookiePolicyPage = () => <LegalPage copy={cookiePolicy} meta={pageMeta.cookies} />;
