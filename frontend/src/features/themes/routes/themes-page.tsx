import { useMemo, useState } from 'react';
import type { Theme } from '../../../lib/api-schema';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSubmit } from '../../../lib/use-submit';
import { NoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { Sheet } from '../../../components/ui/sheet';
import { IconClose } from '../../../components/ui/icons';
import { Sparkles } from '../../../components/festive/sparkles';
import { Diya } from '../../../components/festive/diya';
import { useThemes } from '../api/get-themes';
import { buildCheckoutBody, postThemeCheckout, type CheckoutDetails } from '../api/post-theme-checkout';
import { ThemeCard } from '../components/theme-card';
import { CheckoutForm } from '../components/checkout-form';
import { useThemeSelection } from '../components/use-theme-selection';
import '../components/themes.css';

export const THEMES_LOAD_ERROR = 'Failed to load themes. Please try again.';
export const CHECKOUT_SUCCESS = 'Message sent successfully!';
export const CHECKOUT_FAILURE = 'Failed to send message. Please try again.';

function ThemeColumn({ title, themes, selection, firstPriority }: { title: string; themes: Theme[]; selection: ReturnType<typeof useThemeSelection>; firstPriority: boolean }) {
  const headingId = `themes-${title.toLowerCase()}`;
  return (
    <section className="theme-col" aria-labelledby={headingId} data-testid={`themes-${title.toLowerCase()}`}>
      {/* The heading is exactly the column's name (a screen reader reads "General", not "General 1"); the count sits beside it. */}
      <div className="theme-col__head">
        <h2 className="theme-col__title" id={headingId}>
          {title}
        </h2>
        <p className="theme-col__count">
          {themes.length}
          <span className="visually-hidden"> {themes.length === 1 ? 'theme' : 'themes'}</span>
        </p>
      </div>
      {themes.length ? (
        <div className="theme-grid">
          {themes.map((t, i) => (
            <ThemeCard key={t._id} theme={t} selected={selection.isSelected(t._id)} onToggle={() => selection.toggle(t._id)} priority={firstPriority && i < 2} />
          ))}
        </div>
      ) : (
        <p className="theme-col__empty">New {title.toLowerCase()} themes are coming soon.</p>
      )}
    </section>
  );
}

export function ThemesPage() {
  useDocumentMeta('Diwali Themes', 'Choose your Diwali photography theme: general and premium newborn and baby setups. Select themes and send us your booking details.');
  const { data, error, mutate } = useThemes();
  const selection = useThemeSelection();
  const [panelOpen, setPanelOpen] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errorDismissed, setErrorDismissed] = useState(false);
  const themes = useMemo(() => data ?? [], [data]);
  const byId = useMemo(() => new Map(themes.map((t) => [t._id, t])), [themes]);
  const selected = selection.selected.map((id) => byId.get(id)).filter((t): t is Theme => !!t);
  const general = themes.filter((t) => !t.isPremium);
  const premium = themes.filter((t) => t.isPremium);

  const submitter = useSubmit(async (details: CheckoutDetails, website: string) => {
    const { ok } = await postThemeCheckout(buildCheckoutBody(details, selected, website));
    if (ok) {
      selection.clear();
      setPanelOpen(false);
      setNotice({ type: 'success', message: CHECKOUT_SUCCESS });
    } else {
      setNotice({ type: 'error', message: CHECKOUT_FAILURE });
    }
    return ok;
  });

  const loading = !data && !error;

  return (
    <div className="page themes-page">
      <section className="page-hero themes-hero" aria-labelledby="themes-title">
        <Sparkles count={6} testId="themes-sparkle" />
        <div className="container">
          <p className="themes-banner" data-testid="themes-banner">
            <Diya size={28} /> Choose Your Diwali Theme! <Diya size={28} />
          </p>
          <h1 id="themes-title">Choose Your Photography Theme</h1>
          <p className="page-hero__lead">Tap the setups you love. Pick as many as you like and we will plan your session around them.</p>
        </div>
      </section>

      {data ? (
        <div className="container themes-columns">
          <ThemeColumn title="General" themes={general} selection={selection} firstPriority />
          <ThemeColumn title="Premium" themes={premium} selection={selection} firstPriority={false} />
        </div>
      ) : (
        // Holds the space while the list loads, so nothing below jumps when it arrives.
        <div className="themes-columns themes-columns--pending" aria-hidden />
      )}

      {/* One bar at the bottom of a phone: while themes are chosen this bar replaces the call/WhatsApp bar (themes.css);
          before that its hint sits under the page's heading and the call/WhatsApp bar keeps the bottom. */}
      <div className="theme-bar" role="region" aria-label="Selected themes" data-testid="theme-bar" data-state={selected.length > 0 ? 'chosen' : 'idle'}>
        <div className="container theme-bar__inner">
          {selected.length === 0 ? (
            <p className="theme-bar__hint">Select one or more themes to continue to checkout</p>
          ) : (
            <>
              <ul className="theme-bar__chips">
                {selected.map((t) => (
                  <li key={t._id} className="chip" data-testid="theme-chip">
                    <picture>
                      {t.image.webp ? <source type="image/webp" srcSet={t.image.srcset?.webp?.split(',')[0]?.trim().split(' ')[0] || t.image.webp} /> : null}
                      <img src={t.image.srcset?.jpeg?.split(',')[0]?.trim().split(' ')[0] || t.image.jpeg || undefined} alt="" width={32} height={32} className="chip__img" />
                    </picture>
                    <span className="chip__title">{t.title}</span>
                    <button type="button" className="chip__remove" onClick={() => selection.remove(t._id)} aria-label={`Remove ${t.title}`}>
                      <IconClose />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className="btn btn--gold theme-bar__checkout" onClick={() => selected.length > 0 && setPanelOpen(true)}>
                checkout <span className="theme-bar__count">({selected.length})</span>
              </button>
            </>
          )}
        </div>
      </div>

      <Sheet
        open={panelOpen && selected.length > 0}
        onOpenChange={setPanelOpen}
        title="Checkout Form"
        description={`${selected.length} theme${selected.length === 1 ? '' : 's'} selected: ${selected.map((t) => t.title).join(', ')}`}
        className="ui-sheet--wide"
        closeLabel="Close checkout form"
      >
        <CheckoutForm selectedCount={selected.length} sending={submitter.sending} onSubmit={async (d, w) => (await submitter.run(d, w)) ?? false} />
      </Sheet>

      {loading ? (
        <div className="themes-loading" role="status" data-testid="themes-loading">
          <Diya size={72} />
          <p>Loading Diwali Themes...</p>
        </div>
      ) : null}

      <NoticeDialog
        notice={error && !errorDismissed ? { type: 'error', message: THEMES_LOAD_ERROR } : notice}
        onClose={() => {
          if (error && !errorDismissed) {
            setErrorDismissed(true);
            return;
          }
          setNotice(null);
        }}
      />
      {error && errorDismissed ? (
        <p className="container themes-retry">
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setErrorDismissed(false);
              void mutate();
            }}
          >
            Try again
          </button>
        </p>
      ) : null}
    </div>
  );
}
