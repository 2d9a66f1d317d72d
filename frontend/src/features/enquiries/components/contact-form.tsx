/** Contact page form (spec §2 Contact, §5): all five fields required; empty blocks silently. */
import { PHONE_DIGITS } from '@studio/rules/field-rules';
import { useId, useState, type FormEvent } from 'react';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { MobileNumberInput } from '../../../components/form/mobile-number-input';
import { NoticeDialog, preloadNoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { PrivacyNote } from '../../../components/privacy-note/privacy-note';
import { BOOK_ACTION } from './book-action';
import { postEnquiry } from '../api/post-enquiry';

export const CONTACT_SUCCESS = 'Message sent successfully! (Submitted to Google Sheet)';
export const CONTACT_FAILURE = 'Something went wrong. Please try again.';

interface Values {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
}
const EMPTY: Values = { name: '', email: '', phone: '', service: '', message: '' };

export function ContactForm() {
  const id = useId();
  const [v, setV] = useState<Values>(EMPTY);
  const [website, setWebsite] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const { sending, run } = useSubmit(postEnquiry);
  const set = (k: keyof Values) => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [k]: k === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS) : e.target.value }));

  const submit = async (e: FormEvent) => {
    preloadNoticeDialog(); // its code arrives while the enquiry is sent
    e.preventDefault();
    if (sending) return;
    if (Object.values(v).some((x) => !x.trim())) return;
    const result = await run({ ...v, name: v.name.trim(), email: v.email.trim(), source: 'contact', website });
    if (!result) return;
    if (result.ok) {
      setV(EMPTY);
      setNotice({ type: 'success', message: CONTACT_SUCCESS, action: BOOK_ACTION });
    } else {
      setNotice({ type: 'error', message: CONTACT_FAILURE });
    }
  };

  return (
    <>
      <form className="form contact-form" onSubmit={(e) => void submit(e)} data-testid="contact-form" aria-labelledby="contact-form-title">
        <div className="form-row form-row--2">
          <div className="field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input id={`${id}-name`} name="name" required autoComplete="name" placeholder="Your name" value={v.name} onChange={set('name')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>Email</label>
            <input id={`${id}-email`} name="email" type="email" required autoComplete="email" placeholder="you@example.com" value={v.email} onChange={set('email')} />
          </div>
        </div>
        <div className="form-row form-row--2">
          <div className="field">
            <label htmlFor={`${id}-phone`}>Phone</label>
            <MobileNumberInput id={`${id}-phone`} placeholder="10-digit mobile number" value={v.phone} onChange={set('phone')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-service`}>Service</label>
            <select id={`${id}-service`} name="service" required value={v.service} onChange={set('service')}>
              <option value="">Select a service</option>
              <option value="newborn">Newborn</option>
              <option value="baby">Baby</option>
              <option value="family">Family</option>
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea id={`${id}-message`} name="message" rows={5} required placeholder="Tell us about your little one and the dates you have in mind" value={v.message} onChange={set('message')} />
        </div>
        <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />
        <button type="submit" className="btn" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
        <PrivacyNote>We use your details only to reply to you.</PrivacyNote>
      </form>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
