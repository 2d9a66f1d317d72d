/** A 10-digit Indian mobile number (the spec's {phone}): numeric keypad, the browser's own check, no prefix. */
import type { InputHTMLAttributes } from 'react';

export function MobileNumberInput(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <input
      name="phone"
      type="tel"
      inputMode="numeric"
      pattern="[0-9]{10}"
      title="10-digit mobile number"
      minLength={10}
      required
      autoComplete="tel-national"
      {...props}
    />
  );
}
