import { Link } from 'react-router';
import { studio } from '../../../config/app-config';
import { IconArrowRight } from '../../../components/ui/icons';
import { Sparkles } from '../../../components/festive/sparkles';
import { BookCta } from '../../../components/book-cta/book-cta';
import { Diya } from '../../../components/festive/diya';
import { splitHeroPhoto, useCollageImages } from '../api/get-collage-images';
import { HeroCollage } from './hero-collage';
import { HeroPhoto } from './hero-photo';

export function HeroSection() {
  const { data } = useCollageImages();
  const { hero, rest } = splitHeroPhoto(data ?? []);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__bg" aria-hidden />
      <Sparkles count={8} testId="hero-sparkle" />
      <Diya className="hero__lamp hero__lamp--1" size={54} />
      <Diya className="hero__lamp hero__lamp--2" size={40} />
      <Diya className="hero__lamp hero__lamp--3" size={34} />
      {/* One column on a phone (headline, photo, text, buttons: all in the first screen); from 1024 px the
          photo stands beside the text. The collage follows below. */}
      <div className="container hero__grid">
        <div className="hero__head">
          {/* The festive line only while the studio's campaign runs (Site Settings). */}
          <p className="eyebrow">{studio.campaign.active ? `Diwali ${new Date().getFullYear()} · Newborn & Baby` : 'Newborn & Baby Photography'}</p>
          <h1 id="hero-title" className="hero__title">
            Precious Little Moments <br />
            <em>Captured Forever</em>
          </h1>
        </div>
        <HeroPhoto image={hero} />
        <div className="hero__body">
          <p className="hero__lead">
            Specializing in newborn and baby photography: gentle, safe sessions and timeless portraits of your family&apos;s most precious
            days.
          </p>
          <div className="hero__actions">
            {/* Booking is the one filled button; browsing the themes is secondary. */}
            <BookCta testId="hero-book">Book a Session</BookCta>
            {/* Online booking beside the spec's WhatsApp button, in the phone's first screen (an extra, quieter way). */}
            <Link to="/book" className="hero__book-online" data-testid="hero-book-online">
              or book online <IconArrowRight />
            </Link>
            <Link to="/theme" className="btn btn--ghost" data-testid="hero-themes">
              View Themes <IconArrowRight />
            </Link>
          </div>
        </div>
      </div>
      <div className="container">
        <HeroCollage images={rest} />
      </div>
    </section>
  );
}
