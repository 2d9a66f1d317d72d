import { useEffect, useRef, useState } from 'react';
import { studio } from '../../../config/app-config';

/**
 * The embedded map (spec: Contact), below the fold. Its address is given to the iframe only when the visitor
 * scrolls near it: loading="lazy" alone did not keep it out of the first screen's work (Chrome fetches lazy
 * iframes up to ~1250-2500 px ahead, and a second site's connection cost the contact page ~0.35 s of simulated
 * FCP in Lighthouse). Without IntersectionObserver it loads at once.
 */
export function MapEmbed() {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div className="map" data-testid="map" ref={box}>
      <iframe
        title={`Map showing ${studio.name}, ${studio.addressLines.join(', ')}`}
        src={near ? studio.mapEmbedUrl : undefined}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </div>
  );
}
