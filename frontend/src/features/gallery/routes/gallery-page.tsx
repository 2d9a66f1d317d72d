import { useEffect, useMemo, useRef, useState } from 'react';
import type { GalleryImage } from '../../../lib/api-schema';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMediaQuery } from '../../../lib/use-media-query';
import { Picture } from '../../../components/ui/picture';
import { ToastProvider, useToast } from '../../../components/ui/toast';
import { Diya } from '../../../components/festive/diya';
import { Sparkles } from '../../../components/festive/sparkles';
import { useGalleryFeed } from '../api/get-gallery';
import { placeInColumns } from '../../../lib/place-in-columns';
import { tileHeight } from '../components/masonry';
import { useInfiniteTrigger } from '../components/use-infinite-trigger';
import { GalleryLightbox } from '../components/gallery-lightbox';
import { preloadPhotoLightbox } from '../../../components/ui/photo-lightbox';
import '../components/gallery.css';

export const GALLERY_LOAD_ERROR = 'Failed to load gallery images';
/**
 * Must match .masonry CSS (gutters, gaps, column counts): a phone's tile is half of the width less the page's 24 px
 * each side and the 12 px gap (165 px at 390), exactly, so a 2x phone at 390-430 px finds the 370 variant.
 */
export const ITEM_SIZES =
  '(min-width: 1280px) 260px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), (min-width: 360px) calc((100vw - 60px) / 2), calc(100vw - 48px)';

function useColumns(): number {
  // Two columns on any phone from 360 px (the server's phone guess is 412 px wide, so it renders two too).
  const c2 = useMediaQuery('(min-width: 360px)');
  const c3 = useMediaQuery('(min-width: 1024px)');
  const c4 = useMediaQuery('(min-width: 1280px)');
  return c4 ? 4 : c3 ? 3 : c2 ? 2 : 1;
}

function GalleryContent() {
  useDocumentMeta('Gallery', 'Browse our newborn, baby, family and Diwali photography gallery: soft, timeless portraits from our Mumbai studio.');
  const [category, setCategory] = useState('All');
  // Categories from the newest answer, kept while another category loads (no filter-row jump).
  const knownCategories = useRef<string[]>([]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const feed = useGalleryFeed(category);
  const toast = useToast();
  const columns = useColumns();

  if (feed.categories?.length) knownCategories.current = feed.categories.filter((c) => c && c !== 'All');
  useEffect(() => {
    if (feed.error) toast(GALLERY_LOAD_ERROR, 'error');
  }, [feed.error, toast]);

  const indexed = useMemo(() => feed.images.map((img, i) => ({ img, i })), [feed.images]);
  const cols = useMemo(
    () => placeInColumns(indexed, columns, ({ img }) => tileHeight(img.image.width && img.image.height ? img.image.height / img.image.width : 1)),
    [indexed, columns],
  );
  const trigger = useInfiniteTrigger<HTMLDivElement>({
    hasMore: feed.hasMore,
    loading: feed.firstLoading || feed.loadingMore,
    onLoad: feed.loadMore,
    threshold: 0.5,
    resetKey: `${category}:${feed.size}:${feed.images.length}`,
  });

  const filters = ['All', ...knownCategories.current];
  const count = feed.images.length;

  return (
    <div className="page gallery-page">
      <section className="page-hero" aria-labelledby="gallery-title">
        <Sparkles count={6} testId="gallery-sparkle" />
        <div className="container">
          <p className="eyebrow">Portfolio</p>
          <h1 id="gallery-title">Our Photography Gallery</h1>
          <p className="page-hero__lead">Tiny toes, first smiles and festive glow: a few of the little stories we have been trusted to tell.</p>
        </div>
      </section>

      <section className="container gallery" aria-label="Photos">
        <div className="filters" role="group" aria-label="Filter by category" data-testid="gallery-filters">
          {filters.map((c) => (
            <button
              key={c}
              type="button"
              className="filter"
              aria-pressed={c === category}
              onClick={() => {
                if (c === category) return;
                setOpenIndex(null);
                setCategory(c);
              }}
            >
              {c}
            </button>
          ))}
        </div>

        {feed.firstLoading ? (
          <div className="gallery__loading" role="status" data-testid="gallery-loading">
            <Diya size={64} />
            <p>Loading Diwali Gallery...</p>
          </div>
        ) : null}

        {!feed.firstLoading && !feed.error && count === 0 ? (
          <p className="gallery__empty" data-testid="gallery-empty">
            No photos here yet. Please check back soon!
          </p>
        ) : null}

        {feed.error && count === 0 ? (
          <div className="gallery__empty">
            <p>{GALLERY_LOAD_ERROR}</p>
            <button type="button" className="btn btn--ghost" onClick={feed.retry}>
              Try again
            </button>
          </div>
        ) : null}

        {count > 0 ? (
          <div className="masonry" style={{ ['--cols' as string]: columns }} data-testid="gallery-grid">
            {cols.map((col, c) => (
              <div className="masonry__col" key={c}>
                {col.map(({ img, i }) => (
                  // The first two rows, where a phone's largest photo is: eager, or it waits for layout. Rows 3-4 (the
                  // rest of the first screen, partly on it) low: Chrome raised the on-screen ones to high, and they
                  // shared the phone's bandwidth with the largest photo.
                  <GalleryTile key={img._id} image={img} priority={i < columns * 2} low={i >= columns * 2 && i < columns * 4} onOpen={() => setOpenIndex(i)} />
                ))}
              </div>
            ))}
          </div>
        ) : null}

        <div ref={trigger} className="gallery__trigger" data-testid="gallery-trigger" aria-hidden />
        {feed.loadingMore ? (
          <div className="gallery__more" role="status" data-testid="gallery-loading-more">
            <span className="spinner" aria-hidden /> <span>Loading more photos...</span>
          </div>
        ) : null}
        {!feed.hasMore && count > 0 ? <p className="gallery__end">You have seen all our {category === 'All' ? '' : `${category} `}photos ✦</p> : null}
      </section>

      <GalleryLightbox
        images={feed.images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
        onNearEnd={() => {
          if (feed.hasMore && !feed.loadingMore && !feed.firstLoading) feed.loadMore();
        }}
      />
    </div>
  );
}

function GalleryTile({ image, priority, low, onOpen }: { image: GalleryImage; priority: boolean; low: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      className="tile"
      onClick={onOpen}
      onPointerEnter={preloadPhotoLightbox}
      onPointerDown={preloadPhotoLightbox}
      onFocus={preloadPhotoLightbox}
      aria-label={`Open photo: ${image.title}`} data-testid="gallery-item">
      <Picture image={image.image} alt={image.description || image.title} sizes={ITEM_SIZES} priority={priority} low={low} className="tile__pic" />
      <span className="tile__overlay" aria-hidden>
        <span className="tile__title">{image.title}</span>
        <span className="tile__desc">{image.description}</span>
      </span>
    </button>
  );
}

export function GalleryPage() {
  return (
    <ToastProvider>
      <GalleryContent />
    </ToastProvider>
  );
}
