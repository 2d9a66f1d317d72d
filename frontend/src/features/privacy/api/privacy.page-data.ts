/** The privacy page's first data (public-routes table): the notice in English; the switch fetches the others. */
import { unstable_serialize } from 'swr';
import { fetchPrivacyNotice, privacyNoticeKey } from './get-privacy-notice';

export const pageData = async (): Promise<[string, unknown]> => [unstable_serialize(privacyNoticeKey('en')), await fetchPrivacyNotice('en')];
