import { Transform } from 'class-transformer';

/** Trims strings before validation (non-strings pass through so the type check reports them). */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
