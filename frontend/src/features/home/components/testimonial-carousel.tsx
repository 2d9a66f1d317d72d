import { APP, studio, type Testimonial } from '../../../config/app-config';
import { IconChevronLeft, IconChevronRight, IconPause, IconPlay, IconStar } from '../../../components/ui/icons';
import { useCarousel } from './use-carousel';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../lib/use-media-query';

/** The testimonials the studio manages (site settings), in their order; none: no section. */
export function TestimonialCarousel({ items = studio.testimonials, intervalMs = APP.rotationMs }: { items?: Testimonial[]; intervalMs?: number }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const c = useCarousel(items.length, intervalMs, { reducedMotion });
  const t = items[Math.min(c.index, items.length - 1)];
  if (!t) return null;
  return (
    <section className="section section--blush testimonials defer-render" aria-labelledby="testimonials-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Kind words</p>
          <h2 id="testimonials-title">What Parents Say</h2>
        </div>
        <div className="carousel" aria-roledescription="carousel" aria-label="Testimonials" data-testid="carousel">
          <div className="carousel__viewport" aria-live={c.playing ? 'off' : 'polite'}>
            <div
              key={t.id}
              className="carousel__slide card"
              role="group"
              aria-roledescription="slide"
              aria-label={`${c.index + 1} of ${items.length}`}
              data-testid="carousel-slide"
            >
              <span className="carousel__quote-mark" aria-hidden>
                “
              </span>
              <div className="carousel__stars" role="img" aria-label={`Rated ${t.rating} out of 5`}>
                {Array.from({ length: t.rating }, (_, i) => (
                  <IconStar key={i} />
                ))}
              </div>
              <blockquote className="carousel__quote">
                <p>{t.quote}</p>
              </blockquote>
              <div className="carousel__who">
                {t.image ? (
                  <img src={t.image} alt={`Portrait of ${t.name}`} width={56} height={56} className="carousel__avatar" />
                ) : (
                  <span className="carousel__avatar carousel__avatar--initial" aria-hidden>
                    {t.name.slice(0, 1)}
                  </span>
                )}
                <span>
                  <strong className="carousel__name">{t.name}</strong>
                  <span className="carousel__meta">
                    {t.role} · {t.location} · {t.date}
                  </span>
                </span>
              </div>
            </div>
          </div>
          <div className="carousel__controls">
            <button type="button" className="icon-btn" onClick={c.prev} aria-label="Previous testimonial">
              <IconChevronLeft />
            </button>
            <div className="carousel__dots">
              {items.map((it, i) => (
                <button
                  key={it.id}
                  type="button"
                  className="carousel__dot"
                  aria-label={`Show testimonial ${i + 1}`}
                  aria-current={i === c.index ? 'true' : undefined}
                  onClick={() => c.goTo(i)}
                  data-testid="carousel-dot"
                />
              ))}
            </div>
            <button type="button" className="icon-btn" onClick={c.next} aria-label="Next testimonial">
              <IconChevronRight />
            </button>
            <button
              type="button"
              className="icon-btn carousel__play"
              onClick={c.togglePlay}
              aria-label={c.playing ? 'Pause testimonials' : 'Play testimonials'}
              data-testid="carousel-play"
            >
              {c.playing ? <IconPause /> : <IconPlay />}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
