import { Suspense, type ReactNode } from 'react';
import { Seo } from '../../../components/seo/Seo';
import { pageMeta } from '../../../content/seo';
import { AboutIntroduction } from '../home/AboutIntroduction';
import { CareersCta } from '../home/CareersCta';
import { HomeHero } from '../home/HomeHero';
import { ServicesHighlight } from '../home/ServicesHighlight';
import { TrustedAlliances } from '../home/TrustedAlliances';
import { WhyChooseUs } from '../home/WhyChooseUs';
import { CaseStudiesTeaser } from '../shared/CaseStudiesTeaser';
import { Testimonials } from '../shared/Testimonials';

/**
 * Each section below the fold is its own Suspense boundary: React hydrates boundaries one at a
 * time, yielding in between, so hydrating the long home page never blocks the main thread for long.
 */
const Deferred = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

export function HomePage() {
  return (
    <>
      <Seo {...pageMeta.home} />
      <HomeHero />
      <Deferred>
        <AboutIntroduction />
      </Deferred>
      <Deferred>
        <ServicesHighlight />
      </Deferred>
      <Deferred>
        <WhyChooseUs />
      </Deferred>
      <Deferred>
        <CaseStudiesTeaser />
      </Deferred>
      <Deferred>
        <Testimonials />
      </Deferred>
      <Deferred>
        <TrustedAlliances />
      </Deferred>
      <Deferred>
        <CareersCta />
      </Deferred>
    </>
  );
}
export default HomePage;
