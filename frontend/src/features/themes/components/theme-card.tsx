import type { Theme } from '../../../lib/api-schema';
import { Picture } from '../../../components/ui/picture';
import { IconCheck } from '../../../components/ui/icons';

/**
 * Must match .theme-grid CSS. A card's width, as themes.css lays it out: two per row on phones (the gutter is 16 px up to 400 px wide, then 4vw),
 * four from 768 px, two per column in two columns from 1024 px (246 px once the container is at its widest).
 */
export const THEME_CARD_SIZES =
  '(min-width: 1152px) 246px, (min-width: 1024px) calc(25vw - 42px), (min-width: 768px) calc((100vw - 124px) / 4), (min-width: 400px) calc(46vw - 13px), calc((100vw - 58px) / 2)';

export function ThemeCard({ theme, selected, onToggle, priority }: { theme: Theme; selected: boolean; onToggle: () => void; priority?: boolean }) {
  return (
    <button
      type="button"
      className={`theme-card ${selected ? 'is-selected' : ''}`}
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="theme-card"
      data-theme-title={theme.title}
      // Where the photo came from (docs/architecture.md §16), without changing the card's design: a theme is the studio's own.
      title={theme.sourceStatement ? `The studio’s own photo: ${theme.sourceStatement}` : 'The studio’s own photo'}
    >
      <Picture image={theme.image} alt="" sizes={THEME_CARD_SIZES} priority={priority} className="theme-card__pic" />
      {theme.isPremium ? <span className="theme-card__badge">Premium</span> : null}
      <span className="theme-card__check" aria-hidden data-testid={selected ? 'theme-check' : undefined}>
        <IconCheck />
      </span>
      <span className="theme-card__title">{theme.title}</span>
    </button>
  );
}
