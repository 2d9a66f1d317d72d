import { Link } from 'react-router';
import { NOTICE_LANGS, type NoticeLang } from '../api/get-privacy-notice';

/** English / हिन्दी / मराठी: links (`?lang=`), so a parent can send the page in her language to the other parent. */
export function NoticeLanguageSwitch({ lang }: { lang: NoticeLang }) {
  return (
    <nav className="notice-langs" aria-label="Language / भाषा">
      {NOTICE_LANGS.map((l) => (
        <Link
          key={l.lang}
          to={l.lang === 'en' ? '?' : `?lang=${l.lang}`}
          replace
          preventScrollReset
          lang={l.lang}
          className="notice-langs__link"
          aria-current={l.lang === lang ? 'true' : undefined}
          data-testid={`notice-lang-${l.lang}`}
        >
          {l.label}
        </Link>
      ))}
    </nav>
  );
}
