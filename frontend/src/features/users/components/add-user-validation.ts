/** Add User rules (spec §5). The password length rule is client-side only. */
import { PASSWORD_MIN } from '@studio/rules/field-rules';
export interface AddUserValues {
  username: string;
  password: string;
  confirmPassword: string;
  role: 'user' | 'admin';
}
export type AddUserErrors = Partial<Record<keyof AddUserValues, string>>;

export const MIN_PASSWORD = PASSWORD_MIN;

export function validateAddUser(v: AddUserValues): AddUserErrors {
  const errors: AddUserErrors = {};
  if (!v.username.trim()) errors.username = 'Username is required';
  if (!v.password) errors.password = 'Password is required';
  else if (v.password.length < MIN_PASSWORD) errors.password = 'Password must be at least 6 characters';
  if (v.confirmPassword !== v.password) errors.confirmPassword = 'Passwords do not match';
  if (v.role !== 'user' && v.role !== 'admin') errors.role = 'Role must be user or admin';
  return errors;
}
