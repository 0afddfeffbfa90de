import { Seo } from '../../../components/seo/Seo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import {
  aboutCapabilities,
  aboutCta,
  aboutHero,
  aboutPartners,
  aboutStats,
  aboutTeam,
  aboutVision,
  PORTRAIT_SIZE,
} from '../../../content/about';
import { videos } from '../../../content/media';
import { pageMeta } from '../../../content/seo';
import { PageHero } from '../shared/PageHero';
import { PartnerLoop } from '../shared/PartnerLoop';
import { SectionHeader } from '../shared/SectionHeader';
import { StatsList } from '../shared/StatsList';

export function AboutPage() {
  return (
    <>
      <Seo {...pageMeta.about} />
      <PageHero media={videos.about} title={aboutHero.title}>
        <p className="hero__lead">{aboutHero.lead}</p>
      </PageHero>
      <section className="section" aria-labelledby="capabilities-title">
        <div className="container">
          <SectionHeader kicker={aboutCapabilities.heading} title={aboutCapabilities.title} id="capabilities-title" />
          <ul className="card-grid card-grid--4">
            {aboutCapabilities.cards.map((card) => (
              <li key={card.title} className="card">
                <h3>{card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
          <StatsList stats={aboutStats} />
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="vision-title">
        <div className="container narrow">
          <h2 id="vision-title">{aboutVision.heading}</h2>
          {aboutVision.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="team-title">
        <div className="container">
          <SectionHeader kicker={aboutTeam.heading} title={aboutTeam.title} id="team-title" />
          <ul className="team">
            {aboutTeam.members.map((member) => (
              <li key={member.name} className="card team__member">
                <img
                  src={member.portrait}
                  alt={`Monogram of ${member.name}`}
                  width={PORTRAIT_SIZE.width}
                  height={PORTRAIT_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
                <h3>{member.name}</h3>
                <p className="team__role">{member.role}</p>
                <p>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tint" aria-labelledby="partners-title">
        <div className="container">
          <h2 id="partners-title" className="center">
            {aboutPartners.heading}
          </h2>
          <PartnerLoop direction="horizontal" />
        </div>
      </section>
      <section className="cta-band" aria-labelledby="about-cta-title">
        <div className="container cta-band__inner">
          <h2 id="about-cta-title">{aboutCta.title}</h2>
          <p>{aboutCta.text}</p>
          <ButtonLink to={aboutCta.cta.to} variant="light">
            {aboutCta.cta.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
export default AboutPage;
