import type { Theme } from '../../../lib/api-schema';
import { Picture } from '../../../components/ui/picture';
import { IconCheck } from '../../../components/ui/icons';

/** Must match .theme-grid CSS. */
export const THEME_CARD_SIZES = '(min-width: 1024px) 252px, (min-width: 768px) calc((100vw - 112px) / 4), calc((100vw - 48px) / 2)';

export function ThemeCard({ theme, selected, onToggle, priority }: { theme: Theme; selected: boolean; onToggle: () => void; priority?: boolean }) {
  return (
    <button
      type="button"
      className={`theme-card ${selected ? 'is-selected' : ''}`}
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="theme-card"
      data-theme-title={theme.title}
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
