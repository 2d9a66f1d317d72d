/** Footer 'Get in touch' form (spec §2 Footer, §4 form submit, §5 footer rules). */
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { NoticeDialog, preloadNoticeDialog, type Notice } from '../../../components/ui/notice-dialog';
import { useSubmit } from '../../../lib/use-submit';
import { BOOK_ACTION } from './book-action';
import { postEnquiry } from '../api/post-enquiry';
import { normalisePhone, validateFooter, type FooterErrors, type FooterValues } from './footer-validation';

const EMPTY: FooterValues = { name: '', phone: '', email: '', service: '', message: '' };
export const FOOTER_SUCCESS = 'Message sent successfully!';
export const FOOTER_FAILURE = 'Failed to send message. Please try again.';

export function FooterEnquiryForm() {
  const id = useId();
  const [values, setValues] = useState<FooterValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FooterErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const { sending, run } = useSubmit(postEnquiry);

  const onChange = (field: keyof FooterValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = field === 'phone' ? normalisePhone(e.target.value) : e.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    preloadNoticeDialog(); // its code arrives while the enquiry is sent
    e.preventDefault();
    if (sending) return;
    const found = validateFooter(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const result = await run({ ...values, name: values.name.trim(), email: values.email.trim(), source: 'footer', website });
    if (!result) return;
    if (result.ok) {
      setValues(EMPTY);
      setNotice({ type: 'success', message: FOOTER_SUCCESS, action: BOOK_ACTION });
    } else {
      if (result.fields) setErrors(result.fields);
      setNotice({ type: 'error', message: FOOTER_FAILURE });
    }
  };

  const field = (name: keyof FooterValues) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: onChange(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const err = (name: keyof FooterValues) => <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;

  return (
    <>
      <form className="form footer-form" noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Get in touch" data-testid="footer-form">
        <div className="field">
          <label htmlFor={`${id}-name`}>Name</label>
          <input {...field('name')} type="text" autoComplete="name" placeholder="Your name" />
          {err('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phone`}>Phone</label>
          <input {...field('phone')} type="tel" inputMode="numeric" autoComplete="tel-national" placeholder="10-digit mobile number" />
          {err('phone')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>Email</label>
          <input {...field('email')} type="email" autoComplete="email" placeholder="you@example.com" />
          {err('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-service`}>Service</label>
          <select {...field('service')}>
            <option value="">Select a service</option>
            <option value="newborn">Newborn Package</option>
          </select>
          {err('service')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>Message</label>
          <textarea {...field('message')} rows={3} placeholder="Baby's due date or age, preferred dates..." />
          {err('message')}
        </div>
        <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />
        <button type="submit" className="btn btn--block" disabled={sending}>
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      <NoticeDialog notice={notice} onClose={() => setNotice(null)} />
    </>
  );
}
