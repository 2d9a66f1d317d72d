import { validateAddUser } from './add-user-validation';

const ok = { username: 'ravi', password: 'secret1', confirmPassword: 'secret1', role: 'user' as const };

describe('Add User validation (spec §5)', () => {
  it('accepts a valid user', () => expect(validateAddUser(ok)).toEqual({}));
  it('requires a username after trimming', () => expect(validateAddUser({ ...ok, username: '   ' }).username).toBe('Username is required'));
  it('requires a password of at least 6 characters', () => {
    expect(validateAddUser({ ...ok, password: '', confirmPassword: '' }).password).toBe('Password is required');
    expect(validateAddUser({ ...ok, password: '12345', confirmPassword: '12345' }).password).toBe('Password must be at least 6 characters');
  });
  it('needs the confirmation to match', () => expect(validateAddUser({ ...ok, confirmPassword: 'secret2' }).confirmPassword).toBe('Passwords do not match'));
});
