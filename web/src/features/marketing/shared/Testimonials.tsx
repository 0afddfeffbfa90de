import { proofCopy, testimonials } from '../../../content/proof';
import { SectionHeader } from './SectionHeader';

/** Client quotes (content/proof.ts), on Home and Services. */
export function Testimonials({ id = 'testimonials-title' }: { id?: string }) {
  return (
    <section className="section section--tint deferred-render" aria-labelledby={id}>
      <div className="container">
        <SectionHeader kicker={proofCopy.testimonialsKicker} title={proofCopy.testimonialsTitle} id={id} />
        <ul className="testimonials">
          {testimonials.map((quote) => (
            <li key={quote.author} className="card testimonial">
              <figure>
                <blockquote>
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption>
                  <span className="testimonial__author">{quote.author}</span>
                  <span className="testimonial__role">{quote.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
