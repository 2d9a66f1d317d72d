import { hasErrors, validateDetails } from './details-validation';

const ok = { name: 'Asha Rao', phone: '9876543210', email: '', notes: '' };

describe('validateDetails', () => {
  it('accepts a name and a 10-digit phone (email and notes optional)', () => {
    expect(hasErrors(validateDetails(ok))).toBe(false);
  });

  it('says what is missing or wrong, field by field', () => {
    const e = validateDetails({ name: '  ', phone: '98765', email: 'asha@', notes: 'x'.repeat(1001) });
    expect(e).toEqual({
      name: 'Please tell us your name.',
      phone: 'Please enter your 10-digit mobile number.',
      email: 'Please enter a valid email address, or leave it empty.',
      notes: 'Please keep the notes under 1,000 characters.',
    });
  });

  it('allows notes of exactly 1,000 characters', () => {
    expect(validateDetails({ ...ok, notes: 'x'.repeat(1000) }).notes).toBeUndefined();
  });
});
