import { useEffect, useRef, useState } from 'react';
import { studio } from '../../../config/app-config';
import { IconHeart, IconCamera, IconStar } from '../../../components/ui/icons';
import { useCountUp } from './use-count-up';

/** Starts true where IntersectionObserver is missing (tests, old browsers). */
function useInView<T extends Element>() {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || inView || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setInView(true);
        io.disconnect();
      }
    });
    io.observe(el);
    return () => io.disconnect();
  }, [inView]);
  return [ref, inView] as const;
}

export function StatCounter({ target, start = true }: { target: number; start?: boolean }) {
  const { value, done } = useCountUp(target, { steps: 50, durationMs: 4000, start });
  return (
    <>
      <span aria-hidden data-testid="stat-counter">
        {done ? `${target}+` : value}
      </span>
      <span className="visually-hidden">{target}+</span>
    </>
  );
}

export function StatsSection() {
  const [ref, inView] = useInView<HTMLElement>();
  return (
    <section className="stats" ref={ref} aria-label="Studio in numbers">
      <div className="container stats__grid">
        <div className="stat">
          <IconHeart className="stat__icon" />
          <p className="stat__value">
            <StatCounter target={studio.happyFamilies} start={inView} />
          </p>
          <p className="stat__label">Happy Families</p>
        </div>
        <div className="stat">
          <IconCamera className="stat__icon" />
          <p className="stat__value">{studio.yearsExperience}+</p>
          <p className="stat__label">Years&apos; Experience in Photoshoots</p>
        </div>
        <div className="stat">
          <IconStar className="stat__icon" />
          <p className="stat__value">{studio.rating}</p>
          <p className="stat__label">Rating</p>
        </div>
      </div>
    </section>
  );
}
