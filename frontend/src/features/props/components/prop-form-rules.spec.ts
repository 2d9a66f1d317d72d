import { validatePropForm } from './prop-form-rules';

describe('validatePropForm', () => {
  it('uses the spec texts', () => {
    expect(validatePropForm({ name: '  ', price: '', image: null })).toEqual({
      name: 'Name is required',
      price: 'Price is required',
      image: 'Image is required',
    });
    for (const price of ['0', '-1', 'abc', '1.234', '1e3']) {
      expect(validatePropForm({ name: 'Crib', price, image: 'data:x' }).price).toBe('Price must be a valid number');
    }
  });
  it('accepts a positive price with up to 2 decimals', () => {
    expect(validatePropForm({ name: 'Crib', price: '1250.50', image: 'data:x' })).toEqual({});
    expect(validatePropForm({ name: 'Crib', price: '0.01', image: 'data:x' })).toEqual({});
  });
});
