import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { IconMail, IconPhone, IconShield } from '../../../components/ui/icons';
import { isNoticeLang, usePrivacyNotice, type NoticeLang } from '../api/get-privacy-notice';
import { NoticeLanguageSwitch } from '../components/notice-language-switch';
import { NoticeText } from '../components/notice-text';
import '../../../components/privacy-note/devanagari-font.css';
import '../components/privacy.css';

/** The few words around the notice, in the notice's language. */
const FRAME: Record<NoticeLang, { eyebrow: string; contact: string; version: string; loading: string; failed: string }> = {
  en: { eyebrow: 'Your privacy', contact: 'Who to contact', version: 'This notice, version of', loading: 'Loading…', failed: 'The notice could not be loaded. Please try again.' },
  hi: { eyebrow: 'आपकी निजता', contact: 'किससे संपर्क करें', version: 'इस सूचना का संस्करण:', loading: 'लोड हो रहा है…', failed: 'सूचना लोड नहीं हो सकी। कृपया फिर से कोशिश करें।' },
  mr: { eyebrow: 'तुमची गोपनीयता', contact: 'कोणाशी संपर्क साधावा', version: 'या सूचनेची आवृत्ती:', loading: 'लोड होत आहे…', failed: 'सूचना लोड होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.' },
};

/**
 * `?lang=` counts only after hydration: the server renders (and its page cache keeps, by path) the English page, so
 * every visitor's first paint is that one; a Hindi or Marathi link switches right after.
 */
function useNoticeLang(): NoticeLang {
  const [params] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const asked = params.get('lang');
  return hydrated && isNoticeLang(asked) ? asked : 'en';
}

export function PrivacyPage() {
  useDocumentMeta('Privacy', 'How we look after your family’s data: what we keep, why, for how long, who sees it and your rights, in English, हिन्दी and मराठी.');
  const lang = useNoticeLang();
  const { data: notice, error, isLoading } = usePrivacyNotice(lang);
  const frame = FRAME[lang];
  // While another language loads, the previous text stays (keepPreviousData) in its own language.
  const shownLang = notice?.lang ?? lang;
  // Settings keep a 10-digit number (shown with +91, as the footer does); a +91 typed in front is not doubled.
  const phone = notice?.contact.phone.replace(/\D/g, '').slice(-10);

  return (
    <div className="page privacy-page">
      <section className="page-hero privacy-hero" aria-labelledby="privacy-title">
        <div className="container">
          <p className="eyebrow" lang={lang}>
            {frame.eyebrow}
          </p>
          <h1 id="privacy-title" lang={shownLang}>
            {notice?.title ?? 'How we look after your family’s data'}
          </h1>
          <NoticeLanguageSwitch lang={lang} />
        </div>
      </section>

      <div className="container privacy-body">
        {error && !notice && (
          <p className="privacy-body__status" role="alert" lang={lang}>
            {frame.failed}
          </p>
        )}
        {!notice && isLoading && (
          <p className="privacy-body__status" aria-live="polite" lang={lang}>
            {frame.loading}
          </p>
        )}
        {notice && (
          <article className="privacy-notice" lang={shownLang} aria-busy={isLoading || undefined} data-testid="privacy-notice">
            {notice.sections.map((s, i) => (
              <section key={s.heading} className="privacy-notice__section" aria-labelledby={`notice-${i}`}>
                <h2 id={`notice-${i}`}>{s.heading}</h2>
                <NoticeText text={s.text} />
              </section>
            ))}
            <aside className="privacy-contact card" aria-labelledby="privacy-contact-title" data-testid="privacy-contact">
              <span className="privacy-contact__icon" aria-hidden>
                <IconShield />
              </span>
              <div>
                <h2 id="privacy-contact-title">{FRAME[shownLang].contact}</h2>
                <p className="privacy-contact__name">{notice.contact.name}</p>
                <p className="privacy-contact__ways">
                  {notice.contact.email && (
                    <a href={`mailto:${notice.contact.email}`}>
                      <IconMail /> <span lang="en">{notice.contact.email}</span>
                    </a>
                  )}
                  {phone && (
                    <a href={`tel:+91${phone}`}>
                      <IconPhone /> <span lang="en">+91 {phone}</span>
                    </a>
                  )}
                </p>
              </div>
            </aside>
            <p className="privacy-notice__version">
              {FRAME[shownLang].version} <span lang="en">{notice.version}</span>
            </p>
          </article>
        )}
      </div>
    </div>
  );
}
