/**
 * The privacy notice parents read (docs/architecture.md §16), in English, Hindi and Marathi. Import-free, so the
 * frontend may import it too. Bump `version` whenever any text changes: consents record the version they were
 * given under. The grievance contact is not here: it comes from settings part `privacy`.
 */
export interface PrivacyNoticeSection {
  heading: string;
  text: string;
}

export interface PrivacyNoticeText {
  title: string;
  sections: PrivacyNoticeSection[];
}

export const PRIVACY_NOTICE_LANGS = ['en', 'hi', 'mr'] as const;
export type PrivacyNoticeLang = (typeof PRIVACY_NOTICE_LANGS)[number];

export const PRIVACY_NOTICE: { version: string } & Record<PrivacyNoticeLang, PrivacyNoticeText> = {
  version: '2026-11-29',
  en: {
    title: 'How we look after your family’s data',
    sections: [{ heading: 'What we keep', text: 'Placeholder: the texts are being written.' }],
  },
  hi: {
    title: 'How we look after your family’s data',
    sections: [{ heading: 'What we keep', text: 'Placeholder: the texts are being written.' }],
  },
  mr: {
    title: 'How we look after your family’s data',
    sections: [{ heading: 'What we keep', text: 'Placeholder: the texts are being written.' }],
  },
};
