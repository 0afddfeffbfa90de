import { homeAlliances } from '../../../content/home';
import { PartnerLoop } from '../shared/PartnerLoop';
import { SectionHeader } from '../shared/SectionHeader';

export function TrustedAlliances() {
  return (
    <section className="section section--tint deferred-render" aria-labelledby="alliances-title">
      <div className="container alliances">
        <div>
          <SectionHeader kicker={homeAlliances.heading} title={homeAlliances.title} id="alliances-title" />
          <p>{homeAlliances.text}</p>
        </div>
        <PartnerLoop direction="vertical" />
      </div>
    </section>
  );
}
