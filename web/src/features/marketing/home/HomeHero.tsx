import { ButtonLink } from '../../../components/ui/ButtonLink';
import { homeHero } from '../../../content/home';
import { videos } from '../../../content/media';
import { PageHero } from '../shared/PageHero';

export function HomeHero() {
  return (
    <PageHero media={videos.hero} size="full" title={homeHero.title} eyebrow={homeHero.eyebrow} id="home-title">
      <p className="hero__lead">{homeHero.lead}</p>
      <div className="hero__actions">
        <ButtonLink to={homeHero.primaryCta.to}>{homeHero.primaryCta.label}</ButtonLink>
        <ButtonLink to={homeHero.secondaryCta.to} variant="light">
          {homeHero.secondaryCta.label}
        </ButtonLink>
      </div>
    </PageHero>
  );
}
