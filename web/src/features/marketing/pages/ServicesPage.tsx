import { Seo } from '../../../components/seo/Seo';
import { videos } from '../../../content/media';
import { pageMeta } from '../../../content/seo';
import { featuredServices, SERVICE_IMAGE_SIZE, serviceCards, serviceImage, servicesHero } from '../../../content/services';
import { PageHero } from '../shared/PageHero';
import { CaseStudiesTeaser } from '../shared/CaseStudiesTeaser';
import { SectionHeader } from '../shared/SectionHeader';
import { Testimonials } from '../shared/Testimonials';

export function ServicesPage() {
  return (
    <>
      <Seo {...pageMeta.services} />
      <PageHero media={videos.services} title={servicesHero.title}>
        <p className="hero__lead">{servicesHero.lead}</p>
      </PageHero>
      <section className="section" aria-labelledby="featured-services-title">
        <div className="container">
          <SectionHeader kicker={featuredServices.heading} title={featuredServices.title} id="featured-services-title" />
          <p className="section__intro">{featuredServices.text}</p>
          <ul className="card-grid card-grid--4 service-cards">
            {serviceCards.map((card) => (
              <li key={card.slug} className="card service-card">
                <img
                  src={serviceImage(card.slug)}
                  alt=""
                  width={SERVICE_IMAGE_SIZE.width}
                  height={SERVICE_IMAGE_SIZE.height}
                  loading="lazy"
                  decoding="async"
                />
                <div className="service-card__body">
                  <h3>{card.title}</h3>
                  <ul className="checklist">
                    {card.features.map((feature) => (
                      <li key={feature}>{feature}</li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CaseStudiesTeaser />
      <Testimonials />
    </>
  );
}
export default ServicesPage;
