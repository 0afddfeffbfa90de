import { ButtonLink } from '../../../components/ui/ButtonLink';
import { homeCareersCta } from '../../../content/home';
import { ParticleBackground } from './ParticleBackground';

export function CareersCta() {
  return (
    <section className="careers-cta deferred-render" aria-labelledby="careers-cta-title">
      <ParticleBackground />
      <div className="container careers-cta__content">
        <h2 id="careers-cta-title">{homeCareersCta.heading}</h2>
        <p>{homeCareersCta.text}</p>
        <ButtonLink to={homeCareersCta.cta.to} variant="light">
          {homeCareersCta.cta.label}
        </ButtonLink>
      </div>
    </section>
  );
}
