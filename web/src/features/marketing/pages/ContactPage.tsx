import { Seo } from '../../../components/seo/Seo';
import { contactDetails, contactHero } from '../../../content/contact';
import { videos } from '../../../content/media';
import { pageMeta } from '../../../content/seo';
import { site } from '../../../content/site';
import { ContactForm } from '../contact/ContactForm';
import { PageHero } from '../shared/PageHero';

export function ContactPage() {
  return (
    <>
      <Seo {...pageMeta.contact} />
      <PageHero media={videos.contact} title={contactHero.title}>
        <p className="hero__lead">{contactHero.subtitle}</p>
      </PageHero>
      <section className="section" aria-labelledby="contact-info-title">
        <div className="container contact-layout">
          <div className="contact-info">
            <h2 id="contact-info-title">{contactDetails.heading}</h2>
            <h3>{contactDetails.officeLabel}</h3>
            <address>
              {site.address.line1}
              <br />
              {site.address.line2}
            </address>
            <h3>{contactDetails.emailLabel}</h3>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <h3>{contactDetails.phoneLabel}</h3>
            <p>
              <a href={site.phoneHref}>{site.phone}</a>
            </p>
            <figure className="contact-map">
              {/* A static in-house map: no third-party map script or tiles at runtime. */}
              <img
                src={contactDetails.mapImage}
                alt={contactDetails.mapTitle}
                width={contactDetails.mapSize.width}
                height={contactDetails.mapSize.height}
                loading="lazy"
                decoding="async"
              />
              <figcaption>
                <a href={contactDetails.mapLink} target="_blank" rel="noopener noreferrer">
                  {contactDetails.mapLinkLabel}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </figcaption>
            </figure>
          </div>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
export default ContactPage;
