import { HOME_SCROLL_SECTION_ID } from '../../../components/layout/useHeaderScrolled';
import { homeAbout } from '../../../content/home';
import { SectionHeader } from '../shared/SectionHeader';
import { StatsList } from '../shared/StatsList';

/** The about block; its arrival at the top of the viewport turns the header solid on home. */
export function AboutIntroduction() {
  return (
    <section id={HOME_SCROLL_SECTION_ID} className="section" aria-labelledby="about-intro-title">
      <div className="container about-intro">
        <div>
          <SectionHeader kicker={homeAbout.heading} title={homeAbout.title} id="about-intro-title" />
          {homeAbout.description.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div>
          <h3>{homeAbout.industriesHeading}</h3>
          <ul className="industries">
            {homeAbout.industries.map((industry, index) => (
              <li key={`${industry}-${index}`}>{industry}</li>
            ))}
          </ul>
        </div>
      </div>
      <div className="container">
        <StatsList stats={homeAbout.stats} />
      </div>
    </section>
  );
}
