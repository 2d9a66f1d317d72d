/**
 * /g/{slug}: a family's private gallery (docs/architecture.md §12). For a request with the gallery's cookie the server
 * renders it with the gallery's data (the first screen of photos, the data inlined for hydration, never cached);
 * without it, the frame with what anyone is told (the PIN screen, expired, unknown), so the browser does not ask
 * for the gallery first; after the PIN, the photos; a clear message for every other state.
 */
import { useSubmit } from '../../../lib/use-submit';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { mutate } from 'swr';
import { IconHeart } from '../../../components/ui/icons';
import { LightboxButton, PhotoLightbox, preloadPhotoLightbox, type LightboxPhoto } from '../../../components/ui/photo-lightbox';
import { studio } from '../../../config/app-config';
import { whatsappHref } from '../../../lib/links';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useMediaQuery } from '../../../lib/use-media-query';
import { clientGalleryKey, FIRST_ROWS, useClientGallery, type GalleryState } from '../api/get-client-gallery';
import { deleteFavourite } from '../api/delete-favourite';
import { photoDownloadUrl } from '../api/get-archive';
import { putFavourite } from '../api/put-favourite';
import { postSelection } from '../api/post-selection';
import type { ClientGalleryView } from '../api/client-gallery-types';
import { MoreWhenNear, PhotoGrid } from '../components/photo-grid';
import { PinScreen } from '../components/pin-screen';
import { ZipDownload } from '../components/zip-download';
import { GalleryPrivacyPanel } from '../components/privacy-panel';
import '../components/client-gallery.css';

// Loaded on the first Submit: its dialog code and stylesheets would otherwise be fetched ahead of the first photos.
const ConfirmDialog = lazy(() => import('../../../components/ui/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));

/** Rows of tiles added at each step as the family scrolls. */
const STEP_ROWS = 6;

export function ClientGalleryPage() {
  const { slug = '' } = useParams();
  const { data, error, mutate: reload, hasMore, loadMore } = useClientGallery(slug);
  useDocumentMeta('Your photos', 'A private gallery from the studio.');

  const setGallery = useCallback((gallery: ClientGalleryView) => void mutate<GalleryState>(clientGalleryKey(slug), { kind: 'open', gallery }, { revalidate: false }), [slug]);
  // What the family changes (favourites, the submitted selection) goes into the gallery as it is now: the whole list
  // may have arrived meanwhile (a server-rendered page starts with its first photos). Until SWR has fetched or been
  // told anything, the state is the server's (SWR's fallback, not in its cache): `data`.
  const changeGallery = useCallback(
    (change: GalleryChange) =>
      void mutate<GalleryState>(
        clientGalleryKey(slug),
        (cached) => {
          const now = cached ?? data;
          return now?.kind === 'open' ? { ...now, gallery: { ...now.gallery, ...change } } : now;
        },
        { revalidate: false },
      ),
    [slug, data],
  );

  let body;
  // An error while the page shows a gallery (the rest of its photos did not come) leaves the gallery shown.
  if (error && !data) body = <StateMessage title="We could not open the gallery" text="Please check your connection and try again." action={<button className="btn" type="button" onClick={() => void reload()}>Try again</button>} />;
  else if (!data) body = <div className="cg-loading" role="status" aria-label="Opening your gallery" />;
  else if (data.kind === 'locked') body = <PinScreen slug={slug} studioName={studio.name} forgotHref={whatsappHref(studio, `Hello ${studio.name}, I have the link to our photo gallery but not its PIN. Could you send it again?`)} onUnlocked={setGallery} />;
  else if (data.kind === 'expired') body = <StateMessage title="This gallery has closed" text={data.message} action={<ContactStudio />} />;
  else if (data.kind === 'missing') body = <StateMessage title="Gallery not found" text="Please check the link the studio sent you." action={<ContactStudio />} />;
  else body = <OpenGallery slug={slug} gallery={data.gallery} hasMore={hasMore} loadMore={loadMore} onChange={changeGallery} />;

  return <main className="cg-page">{body}</main>;
}

function ContactStudio() {
  return (
    <a className="btn btn--whatsapp" href={`https://wa.me/${studio.whatsapp}`} rel="noopener noreferrer" target="_blank">
      Message the studio on WhatsApp
    </a>
  );
}

function StateMessage({ title, text, action }: { title: string; text: string; action?: React.ReactNode }) {
  return (
    <section className="cg-state" role="alert">
      <p className="cg-pin__studio">{studio.name}</p>
      <h1 className="cg-state__title">{title}</h1>
      <p className="cg-state__text">{text}</p>
      {action}
    </section>
  );
}

type GalleryChange = Partial<Pick<ClientGalleryView, 'favourites' | 'selectionSubmittedAt'>>;

/**
 * `gallery.photos`: the photos loaded so far (a page at a time: `hasMore`, `loadMore`); `gallery.photoCount`: all of
 * them. Scrolling near the end, the lightbox near its last photo and the favourites filter bring the next pages.
 */
function OpenGallery({ slug, gallery, hasMore, loadMore, onChange }: { slug: string; gallery: ClientGalleryView; hasMore: boolean; loadMore: () => Promise<void>; onChange: (change: GalleryChange) => void }) {
  const photoCount = gallery.photoCount;
  const wide = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 640px)');
  const columns = wide ? 4 : medium ? 3 : 2;
  const [filter, setFilter] = useState<'all' | 'favourites'>('all');
  // The server renders the first screen of tiles (rows x columns); the rest follow as the family scrolls, a step at
  // a time, so 200 photos never make one long render on a phone.
  const firstScreen = columns * FIRST_ROWS;
  const [rendered, setRendered] = useState(firstScreen);
  const more = useCallback(() => setRendered((n) => n + columns * STEP_ROWS), [columns]);
  const [open, setOpen] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Mounted from the first Submit on, so closing it can hand the focus back.
  const [dialogUsed, setDialogUsed] = useState(false);
  const { sending: submitting, run: sendSelection } = useSubmit(postSelection);
  const [size, setSize] = useState<'web' | 'original'>('web');

  const favourites = useMemo(() => new Set(gallery.favourites), [gallery.favourites]);
  const numbers = useMemo(() => new Map(gallery.photos.map((p, i) => [p.id, i + 1])), [gallery.photos]);
  const shown = useMemo(() => (filter === 'all' ? gallery.photos : gallery.photos.filter((p) => favourites.has(p.id))), [filter, gallery.photos, favourites]);
  const tiles = useMemo(() => shown.slice(0, Math.max(rendered, firstScreen)), [shown, rendered, firstScreen]);
  const readOnly = !!gallery.selectionSubmittedAt;
  // Near the end of what is loaded: render more tiles, and fetch the next page when those would run out.
  const nearEnd = useCallback(() => {
    more();
    if (hasMore && tiles.length + columns * STEP_ROWS >= shown.length) void loadMore();
  }, [more, hasMore, tiles.length, columns, shown.length, loadMore]);
  // The lightbox near the last photo loaded brings the next ones, so it walks on across pages.
  useEffect(() => {
    if (open !== null && hasMore && open >= shown.length - 3) void loadMore();
  }, [open, hasMore, shown.length, loadMore]);
  // The favourites may be anywhere in the gallery: with that filter on, the rest of it comes too.
  useEffect(() => {
    if (filter === 'favourites' && hasMore) void loadMore();
  }, [filter, hasMore, loadMore]);
  const limit = gallery.selectionLimit;
  const count = gallery.favourites.length;
  const canDownload = gallery.downloads !== 'none';

  const toggle = useCallback(
    async (photoId: string) => {
      if (readOnly) {
        setNotice('Your selection has been sent to the studio and can no longer be changed.');
        return;
      }
      const on = !gallery.favourites.includes(photoId);
      // Shown at once; put right if the studio's server says no.
      onChange({ favourites: on ? [...gallery.favourites, photoId] : gallery.favourites.filter((id) => id !== photoId) });
      const res = await (on ? putFavourite(slug, photoId) : deleteFavourite(slug, photoId));
      if (res.ok) {
        onChange({ favourites: res.data });
        setNotice(null);
      } else {
        onChange({ favourites: gallery.favourites });
        setNotice(res.message);
      }
    },
    [gallery, onChange, readOnly, slug],
  );

  const openPhoto = useCallback(
    (photoId: string) => {
      const i = shown.findIndex((p) => p.id === photoId);
      if (i >= 0) setOpen(i);
    },
    [shown],
  );

  const slides: LightboxPhoto[] = useMemo(() => shown.map((p) => ({ id: p.id, image: p.image, alt: `Photo ${numbers.get(p.id)}`, title: `Photo ${numbers.get(p.id)} of ${photoCount}` })), [shown, numbers, photoCount]);

  async function submit() {
    const res = await sendSelection(slug);
    if (!res) return;
    setConfirming(false);
    if (res.ok) {
      onChange({ selectionSubmittedAt: res.data });
      setNotice(null);
      // Back to the top, where the thank-you and when the edited photos come are said (not under the sticky bar).
      window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    } else setNotice(res.message);
  }

  const editsBy = gallery.editsReadyBy ? new Date(`${gallery.editsReadyBy}T00:00:00`).toLocaleDateString('en-IN', { weekday: 'long', day: 'numeric', month: 'long' }) : null;
  const expires = new Date(`${gallery.expiresOn}T00:00:00`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
  const submittedOn = gallery.selectionSubmittedAt ? new Date(gallery.selectionSubmittedAt).toLocaleDateString('en-IN', { day: 'numeric', month: 'long' }) : null;

  return (
    <>
      <header className="cg-head">
        <p className="cg-pin__studio">{studio.name}</p>
        <h1 className="cg-head__title">{gallery.title}</h1>
        <p className="cg-head__meta">
          For {gallery.clientName} · {photoCount} photos · open until {expires}
        </p>
        {limit && !readOnly ? <p className="cg-head__hint">Tap the heart on the photos you love: you can choose up to {limit}.</p> : null}
        {gallery.photos.length > 1 ? (
          <button
            type="button"
            className="btn btn--ghost btn--small cg-play"
            onPointerEnter={preloadPhotoLightbox}
            onClick={() => {
              setPlaying(true);
              setOpen(0);
            }}
            data-testid="cg-slideshow"
          >
            <svg viewBox="0 0 24 24" width={16} height={16} fill="currentColor" aria-hidden>
              <path d="M8 5v14l11-7z" />
            </svg>
            Slideshow
          </button>
        ) : null}
      </header>

      <div className="cg-bar" role="toolbar" aria-label="Gallery">
        <div className="cg-filter" role="group" aria-label="Show">
          <button type="button" className="cg-filter__btn" aria-pressed={filter === 'all'} onClick={() => setFilter('all')}>
            All <span className="cg-count">{photoCount}</span>
          </button>
          <button type="button" className="cg-filter__btn" aria-pressed={filter === 'favourites'} onClick={() => setFilter('favourites')}>
            <IconHeart width={16} height={16} /> Favourites{' '}
            <span className="cg-count" data-testid="cg-fav-count">
              {limit ? `${count} / ${limit}` : count}
            </span>
          </button>
        </div>
        {readOnly ? (
          <p className="cg-submitted" role="status">
            Selection sent{submittedOn ? ` on ${submittedOn}` : ''} ✓
          </p>
        ) : count === 0 ? (
          // Nothing chosen yet: a quiet hint, not a loud button that cannot do anything.
          <p className="cg-choose-hint" data-testid="cg-selection-hint">
            Tap the heart <IconHeart width={14} height={14} /> to choose{limit ? ` up to ${limit}` : ''}
          </p>
        ) : (
          <button
            type="button"
            className="btn btn--gold cg-submit"
            data-testid="cg-send"
            onClick={() => {
              setDialogUsed(true);
              setConfirming(true);
            }}
          >
            {limit ? `${count} of ${limit} chosen` : `${count} chosen`} · Send
          </button>
        )}
      </div>
      {readOnly ? (
        <p className="cg-next" data-testid="cg-next">
          {editsBy
            ? `Thank you! We are editing the photos you chose: they come to you on WhatsApp by ${editsBy}.`
            : 'Thank you! We are editing the photos you chose and send them to you on WhatsApp when they are ready.'}
        </p>
      ) : null}

      {notice ? (
        <p className="cg-notice" role="alert">
          {notice}
        </p>
      ) : null}

      {photoCount === 0 ? (
        <p className="cg-empty">The studio is still adding your photos. Please come back soon.</p>
      ) : shown.length === 0 ? (
        <p className="cg-empty">No favourites yet: tap the heart on a photo to add it here.</p>
      ) : (
        <div onPointerEnter={preloadPhotoLightbox} onTouchStart={preloadPhotoLightbox}>
          <PhotoGrid photos={tiles} columns={columns} priorityCount={columns * 2} firstScreenCount={firstScreen} favourites={favourites} numbers={numbers} readOnly={readOnly} onOpen={openPhoto} onToggle={(id) => void toggle(id)} />
          {tiles.length < shown.length || hasMore ? <MoreWhenNear key={`${tiles.length}/${shown.length}`} onNear={nearEnd} /> : null}
        </div>
      )}

      <section className="cg-downloads" aria-labelledby="cg-dl-title">
        <h2 id="cg-dl-title" className="cg-downloads__title">
          Download
        </h2>
        {canDownload ? (
          <>
            {gallery.downloads === 'original' ? (
              <div className="cg-filter" role="group" aria-label="Size">
                <button type="button" className="cg-filter__btn" aria-pressed={size === 'web'} onClick={() => setSize('web')}>
                  Web size
                </button>
                <button type="button" className="cg-filter__btn" aria-pressed={size === 'original'} onClick={() => setSize('original')}>
                  Full resolution
                </button>
              </div>
            ) : null}
            <div className="cg-downloads__row">
              <ZipDownload slug={slug} photos="all" size={size} label={`All photos (ZIP)`} />
              <ZipDownload slug={slug} photos="favourites" size={size} label={`Favourites (ZIP)`} disabled={count === 0} />
            </div>
          </>
        ) : (
          <p className="cg-empty">Downloads are not available for this gallery. Please contact the studio for your prints and files.</p>
        )}
      </section>

      <GalleryPrivacyPanel slug={slug} photoCount={photoCount} />

      <PhotoLightbox
        photos={slides}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          setOpen(null);
          setPlaying(false);
        }}
        slideshow={{ autoplay: playing }}
        label={gallery.title}
        testId="cg-lightbox"
        toolbar={(photo) => (
          <>
            <LightboxButton
              aria-label="Favourite"
              aria-pressed={favourites.has(photo.id)}
              aria-disabled={readOnly || undefined}
              className={favourites.has(photo.id) ? 'cg-lb-heart is-on' : 'cg-lb-heart'}
              onClick={() => void toggle(photo.id)}
            >
              <IconHeart width={26} height={26} />
            </LightboxButton>
            {canDownload ? (
              <a className="yarl__button photo-lightbox__tool cg-lb-download" href={photoDownloadUrl(slug, photo.id, size)} download aria-label="Download this photo">
                <svg viewBox="0 0 24 24" width={24} height={24} fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
                  <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" />
                </svg>
              </a>
            ) : null}
          </>
        )}
      />

      {dialogUsed ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Send your selection?"
            description={`You have chosen ${count} photo${count === 1 ? '' : 's'}${limit ? ` of ${limit}` : ''}. After you send it, your favourites can no longer be changed.`}
            confirmLabel="Send to the studio"
            cancelLabel="Keep choosing"
            busy={submitting}
            onConfirm={() => void submit()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
