import { BackgroundVideo } from '../../../components/ui/BackgroundVideo';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { homeServices } from '../../../content/home';
import { videos } from '../../../content/media';
import { SectionHeader } from '../shared/SectionHeader';
import { useServiceHighlight } from './useServiceHighlight';

export function ServicesHighlight() {
  const { active, finishing } = useServiceHighlight(homeServices.items.length, homeServices.holdMs, homeServices.finishMs);
  return (
    <section className="section section--tint deferred-render" aria-labelledby="home-services-title">
      <div className="container services-highlight">
        <div>
          <SectionHeader kicker={homeServices.heading} title={homeServices.title} id="home-services-title" />
          <ol className="services-highlight__list">
            {homeServices.items.map((item, index) => {
              const isActive = index === active;
              const classes = ['services-highlight__item', isActive && 'is-active', isActive && finishing && 'is-finishing'];
              return (
                <li key={item.title} className={classes.filter(Boolean).join(' ')} data-active={isActive || undefined}>
                  <h3>{item.title}</h3>
                  <p>{item.text}</p>
                  <span className="services-highlight__bar" aria-hidden="true" />
                </li>
              );
            })}
          </ol>
          <ButtonLink to={homeServices.cta.to} variant="secondary">
            {homeServices.cta.label}
          </ButtonLink>
        </div>
        <div className="services-highlight__media">
          <BackgroundVideo media={videos.services} />
        </div>
      </div>
    </section>
  );
}
