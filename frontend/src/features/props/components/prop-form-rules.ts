/** Add Prop's client-side checks with the spec §5 texts (the server checks again, plus the forbidden names). */
export interface PropFormErrors {
  name?: string;
  price?: string;
  image?: string;
}

export function validatePropForm(v: { name: string; price: string; image: string | null }): PropFormErrors {
  const errors: PropFormErrors = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (!v.price.trim()) errors.price = 'Price is required';
  else {
    const n = Number(v.price);
    if (!Number.isFinite(n) || n <= 0 || !/^\d+(\.\d{1,2})?$/.test(v.price.trim())) errors.price = 'Price must be a valid number';
  }
  if (!v.image) errors.image = 'Image is required';
  return errors;
}
