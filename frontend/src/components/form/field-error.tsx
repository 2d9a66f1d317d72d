/** A field's error message, announced when it appears; nothing without one. `id` is what the input's aria-describedby names. */
import type { ReactNode } from 'react';

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span className="field-error" id={id} role="alert">
      {children}
    </span>
  );
}
