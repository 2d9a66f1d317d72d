import { Link } from 'react-router';
import { studio } from '../../../config/app-config';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { Picture } from '../../../components/ui/picture';
import { IconAward, IconCamera, IconHeart, IconShield } from '../../../components/ui/icons';
import { Diya } from '../../../components/festive/diya';
import { BookCta } from '../../../components/book-cta/book-cta';
import { useAboutImages } from '../api/get-about-images';
import './about.css';

const HIGHLIGHTS = [
  { icon: IconCamera, title: '10+ Years Experience', text: 'Thousands of tiny fingers, toes and first smiles photographed with care.' },
  { icon: IconShield, title: 'Creative & Safe', text: 'Baby-safe posing, sanitised props and a warm, calm studio.' },
  { icon: IconHeart, title: 'Happy Families', text: `${studio.happyFamilies}+ families trust us with their most precious days.` },
  { icon: IconAward, title: 'Award Winning', text: 'Recognised for fine-art newborn and festive portraiture.' },
];

export function AboutPage() {
  useDocumentMeta('About', `Meet ${studio.name}: newborn and baby photographers with ${studio.decadeClaim} of experience, creating safe, artistic and timeless family portraits.`);
  const { data } = useAboutImages();
  const hero = data?.[0];
  const portrait = data?.[1] ?? data?.[0];

  return (
    <div className="page about-page">
      <section className="about-hero" aria-labelledby="about-title">
        {/* A backdrop under a shade (the garland may hang over its top edge, as in every hero). */}
        <div className="about-hero__media" aria-hidden={!hero} data-backdrop>
          {hero ? (
            <Picture image={hero.image} alt={hero.title} sizes="100vw" priority className="about-hero__pic" />
          ) : (
            <div className="about-hero__art" />
          )}
        </div>
        <div className="about-hero__shade" />
        <div className="container about-hero__copy">
          <p className="eyebrow eyebrow--light">About us</p>
          <h1 id="about-title">Little moments, lovingly kept</h1>
          <p>A boutique newborn, baby and family studio in Mumbai with {studio.decadeClaim} of experience.</p>
        </div>
      </section>

      <section className="section container about-intro" aria-labelledby="studio-title">
        <div className="about-intro__text">
          <p className="eyebrow">Our studio</p>
          <h2 id="studio-title">A warm, baby-first space</h2>
          <p>
            {studio.name} began with a simple belief: the first days of a life deserve to be remembered beautifully. Our studio is heated,
            hygienic and stocked with soft wraps, handmade props and festive sets, so parents can relax while we take care of every detail.
          </p>
          <p>
            From newborn sessions in the first two weeks to sitter, cake-smash and family portraits, each shoot is planned around your baby&apos;s
            rhythm: feeds, naps and cuddles come first.
          </p>
        </div>
        <div className="about-intro__card card">
          {portrait ? (
            <Picture image={portrait.image} alt={portrait.title} sizes="(min-width: 900px) 360px, calc(100vw - 48px)" className="about-intro__pic" />
          ) : (
            <div className="about-intro__art">
              <Diya size={80} />
            </div>
          )}
          <div className="about-intro__who">
            <p className="eyebrow">Your photographer</p>
            <h3>Meet the artist behind the lens</h3>
            <p>
              Our lead photographer has spent {studio.decadeClaim} specialising in newborn safety and fine-art posing. Trained in baby
              handling and lighting, she brings patience, a gentle touch and an eye for timeless colour to every session.
            </p>
          </div>
        </div>
      </section>

      <section className="section section--ivory" aria-labelledby="highlights-title">
        <div className="container">
          <div className="section-head">
            <p className="eyebrow">Why parents choose us</p>
            <h2 id="highlights-title">Made with care, every time</h2>
          </div>
          <ul className="highlights">
            {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="highlight card" data-testid="about-highlight">
                <span className="highlight__icon">
                  <Icon />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
          <div className="about-cta">
            <BookCta testId="about-book">Book a Session</BookCta>
            <Link to="/book" className="btn btn--ghost" data-testid="about-book-online">
              Book online
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
