import { PARTNER_LOGO_SIZE, partners } from '../../../content/partners';

/**
 * The eight partner logos, listed twice so a CSS animation can scroll them in a seamless loop
 * (the second copy is hidden from assistive technology). Vertical on home, horizontal on About.
 */
export function PartnerLoop({ direction }: { direction: 'vertical' | 'horizontal' }) {
  const doubled = [...partners, ...partners];
  return (
    <div className={`partner-loop partner-loop--${direction}`}>
      <ul className="partner-loop__track">
        {doubled.map((partner, index) => {
          const copy = index >= partners.length;
          return (
            <li key={`${partner.name}-${index}`} aria-hidden={copy || undefined} className="partner-loop__item">
              <img
                src={partner.logo}
                alt={copy ? '' : partner.name}
                width={PARTNER_LOGO_SIZE.width}
                height={PARTNER_LOGO_SIZE.height}
                loading="lazy"
                decoding="async"
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
