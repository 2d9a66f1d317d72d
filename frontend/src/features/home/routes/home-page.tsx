import { studio } from '../../../config/app-config';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { HeroSection } from '../components/hero-section';
import { StatsSection } from '../components/stats-section';
import { IntroSection } from '../components/intro-section';
import { DiwaliHero } from '../components/diwali-hero';
import { TestimonialCarousel } from '../components/testimonial-carousel';
import '../components/home.css';

export function HomePage() {
  useDocumentMeta(
    '',
    `Newborn, baby and family photography in Mumbai. Precious little moments captured forever: Diwali themes, gentle sessions, ${studio.rating} rated by ${studio.happyFamilies}+ happy families.`,
  );
  return (
    <div className="page">
      <HeroSection />
      <StatsSection />
      <IntroSection />
      {studio.campaign.active && <DiwaliHero />}
      <TestimonialCarousel />
    </div>
  );
}
