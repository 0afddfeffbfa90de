import { Seo } from '../../../components/seo/Seo';
import { pageMeta } from '../../../content/seo';
import { AboutIntroduction } from '../home/AboutIntroduction';
import { CareersCta } from '../home/CareersCta';
import { HomeHero } from '../home/HomeHero';
import { ServicesHighlight } from '../home/ServicesHighlight';
import { TrustedAlliances } from '../home/TrustedAlliances';
import { WhyChooseUs } from '../home/WhyChooseUs';

export function HomePage() {
  return (
    <>
      <Seo {...pageMeta.home} />
      <HomeHero />
      <AboutIntroduction />
      <ServicesHighlight />
      <WhyChooseUs />
      <TrustedAlliances />
      <CareersCta />
    </>
  );
}
export default HomePage;
