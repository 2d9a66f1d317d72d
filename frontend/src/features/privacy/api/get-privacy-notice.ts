/** GET /api/privacy/notice?lang= (public): the notice parents read, and the grievance contact (docs/architecture.md §16). */
import useSWR from 'swr';
import { publicClient, read } from '../../../lib/api-client';
import type { PrivacyNotice } from '../../../lib/api-schema';

export type NoticeLang = PrivacyNotice['lang'];

/** The switch's order and each language's name in its own script. */
export const NOTICE_LANGS: readonly { lang: NoticeLang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'hi', label: 'हिन्दी' },
  { lang: 'mr', label: 'मराठी' },
];

export const isNoticeLang = (value: string | null): value is NoticeLang => NOTICE_LANGS.some((l) => l.lang === value);

export const privacyNoticeKey = (lang: NoticeLang) => ['/api/privacy/notice', lang] as const;

export const fetchPrivacyNotice = (lang: NoticeLang): Promise<PrivacyNotice> => read(publicClient.GET('/api/privacy/notice', { params: { query: { lang } } }));

export function usePrivacyNotice(lang: NoticeLang) {
  return useSWR(privacyNoticeKey(lang), ([, l]) => fetchPrivacyNotice(l), { revalidateOnFocus: false, keepPreviousData: true });
}
