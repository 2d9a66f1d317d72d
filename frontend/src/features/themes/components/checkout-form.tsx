import { PHONE_DIGITS } from '@studio/rules/field-rules';
import { useId, useState, type FormEvent } from 'react';
import { HoneypotField } from '../../../components/form/honeypot-field';
import { MobileNumberInput } from '../../../components/form/mobile-number-input';
import type { CheckoutDetails } from '../api/post-theme-checkout';

export const CHECKOUT_ALERT = 'Please fill all fields and select at least one theme.';
const EMPTY: CheckoutDetails = { name: '', email: '', phone: '', address: '' };

/** Theme checkout form (spec §2 Themes, §5): name, email, phone, address; all required. */
export function CheckoutForm({
  selectedCount,
  sending,
  onSubmit,
}: {
  selectedCount: number;
  sending: boolean;
  /** Resolves true on success (the form then clears). */
  onSubmit: (details: CheckoutDetails, website: string) => Promise<boolean>;
}) {
  const id = useId();
  const [v, setV] = useState<CheckoutDetails>(EMPTY);
  const [website, setWebsite] = useState('');
  const [alert, setAlert] = useState('');
  const set = (k: keyof CheckoutDetails) => (e: { target: { value: string } }) => {
    const value = k === 'phone' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS) : e.target.value;
    setV((s) => ({ ...s, [k]: value }));
    setAlert('');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!v.name.trim() || !v.email.trim() || !v.phone.trim() || !v.address.trim() || selectedCount < 1) {
      setAlert(CHECKOUT_ALERT);
      return;
    }
    const ok = await onSubmit(v, website);
    if (ok) setV(EMPTY);
  };

  return (
    <form className="form checkout-form" onSubmit={(e) => void submit(e)} data-testid="checkout-form">
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} name="name" required autoComplete="name" value={v.name} onChange={set('name')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>Email</label>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" value={v.email} onChange={set('email')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>Phone</label>
        <MobileNumberInput id={`${id}-phone`} maxLength={PHONE_DIGITS} value={v.phone} onChange={set('phone')} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-address`}>Address</label>
        <textarea id={`${id}-address`} name="address" rows={3} required autoComplete="street-address" value={v.address} onChange={set('address')} />
      </div>
      <HoneypotField id={`${id}-website`} value={website} onChange={setWebsite} />
      {alert ? (
        <p className="form-alert" role="alert">
          {alert}
        </p>
      ) : null}
      <button type="submit" className="btn btn--gold btn--block" disabled={sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </button>
    </form>
  );
}
