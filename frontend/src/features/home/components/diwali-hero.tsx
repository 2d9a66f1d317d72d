import { studio } from '../../../config/app-config';
import { Diya } from '../../../components/festive/diya';
import { Sparkles } from '../../../components/festive/sparkles';
import { BookCta } from '../../../components/book-cta/book-cta';

/** The campaign the studio runs (site settings): shown by the home page only while it is active. */
export function DiwaliHero() {
  const campaign = studio.campaign;
  return (
    <section className="diwali defer-render" aria-labelledby="diwali-title">
      <div className="diwali__rangoli" aria-hidden />
      <Sparkles count={6} testId="diwali-sparkle" className="sparkles--gold" />
      <div className="container diwali__inner">
        <div className="diwali__lamps" aria-hidden>
          <Diya size={46} />
          <Diya size={62} />
          <Diya size={46} />
        </div>
        <p className="eyebrow eyebrow--light">Diwali Special</p>
        <h2 id="diwali-title" className="diwali__title">
          {campaign.headline}
        </h2>
        <p className="diwali__text">{campaign.description}</p>
        <BookCta testId="diwali-book">Book via WhatsApp</BookCta>
      </div>
    </section>
  );
}
