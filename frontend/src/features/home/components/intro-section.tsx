import { studio } from '../../../config/app-config';
import { IconAward, IconPalette } from '../../../components/ui/icons';
import { Sparkles } from '../../../components/festive/sparkles';
import { BookCta } from '../../../components/book-cta/book-cta';

/** Photographer portrait: illustrated (no bitmap), warm frame with camera and soft light. */
function PhotographerArt() {
  return (
    <svg viewBox="0 0 320 380" className="intro__art-svg" role="img" aria-label="Illustration of our photographer with a camera">
      <defs>
        <linearGradient id="intro-bg" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe3a6" />
          <stop offset="1" stopColor="#eebcb6" />
        </linearGradient>
        <radialGradient id="intro-light" cx="70%" cy="20%" r="60%">
          <stop offset="0" stopColor="#fffaf2" stopOpacity=".9" />
          <stop offset="1" stopColor="#fffaf2" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="320" height="380" fill="url(#intro-bg)" />
      <rect width="320" height="380" fill="url(#intro-light)" />
      <circle cx="160" cy="130" r="44" fill="#c98b6b" />
      <path d="M138 150c8 10 36 10 44 0" fill="none" stroke="#8a4b35" strokeWidth="4" strokeLinecap="round" />
      <path d="M114 120c0-30 20-48 46-48s46 18 46 48c-8-14-26-22-46-22s-38 8-46 22z" fill="#3b0d22" />
      <path d="M70 380c6-86 44-130 90-130s84 44 90 130z" fill="#5b1733" />
      <path d="M126 250l34 40 34-40" fill="none" stroke="#f2a93b" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="104" y="214" width="112" height="74" rx="14" fill="#2a0818" />
      <rect x="130" y="202" width="40" height="18" rx="5" fill="#2a0818" />
      <circle cx="160" cy="251" r="26" fill="#4a1029" stroke="#f7d488" strokeWidth="5" />
      <circle cx="160" cy="251" r="12" fill="#94305a" />
      <circle cx="154" cy="245" r="4" fill="#fffaf2" opacity=".8" />
      <circle cx="200" cy="228" r="5" fill="#f2a93b" />
    </svg>
  );
}

export function IntroSection() {
  return (
    <section className="section intro defer-render" aria-labelledby="intro-title">
      <Sparkles count={6} testId="intro-sparkle" />
      <div className="container intro__grid">
        <div className="intro__media">
          <div className="intro__frame">
            <PhotographerArt />
          </div>
          <div className="intro__badge" data-testid="intro-badge">
            <strong>{studio.happyFamilies}+</strong>
            <span>Happy Families</span>
          </div>
        </div>
        <div className="intro__copy">
          <p className="eyebrow">Premium photography studio</p>
          <h2 id="intro-title">A gentle studio made for your little one</h2>
          <p>
            With {studio.decadeClaim} of experience photographing newborns, babies and growing families, we have learnt that the best
            portraits come from patience. Every session is paced around your baby: warm rooms, sanitised props, soft light and all the time
            feeds and cuddles need.
          </p>
          <div className="promise card">
            <h3 className="promise__title">Our Promise</h3>
            <ul className="promise__list">
              <li>
                <span className="promise__icon">
                  <IconAward />
                </span>
                <span>
                  <strong>Professional Excellence</strong>
                  <span>Premium quality service</span>
                </span>
              </li>
              <li>
                <span className="promise__icon">
                  <IconPalette />
                </span>
                <span>
                  <strong>Artistic Vision</strong>
                  <span>Creating timeless art</span>
                </span>
              </li>
            </ul>
          </div>
          <BookCta testId="intro-book">Book a Session</BookCta>
        </div>
      </div>
    </section>
  );
}
