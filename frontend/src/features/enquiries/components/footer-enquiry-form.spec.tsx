import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../testing/browser-mocks';
import { FOOTER_FAILURE, FOOTER_SUCCESS, FooterEnquiryForm } from './footer-enquiry-form';
import { FOOTER_MESSAGES, normalisePhone, validateFooter } from './footer-validation';

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => fireEvent.submit(screen.getByTestId('footer-form'));
const errors = () => screen.queryAllByRole('alert').map((e) => e.textContent);

function fill() {
  fireEvent.change(input('Name'), { target: { value: 'Asha Rao' } });
  fireEvent.change(input('Phone'), { target: { value: '9876543210' } });
  fireEvent.change(input('Email'), { target: { value: 'asha@example.com' } });
  fireEvent.change(input('Service'), { target: { value: 'newborn' } });
  fireEvent.change(input('Message'), { target: { value: 'Due in December' } });
}

describe('footer enquiry validation (spec §5)', () => {
  it('validateFooter gives every message for an empty form', () => {
    expect(validateFooter({ name: ' ', phone: '123', email: 'nope', service: '', message: '  ' })).toEqual({
      name: 'Name is required.',
      phone: 'Valid 10-digit phone number is required.',
      email: 'Valid email address is required.',
      service: 'Please select a service.',
      message: 'Message cannot be empty.',
    });
    expect(validateFooter({ name: 'A', phone: '9876543210', email: 'a@b.co', service: 'newborn', message: 'hi' })).toEqual({});
  });

  it('normalisePhone strips non-digits and caps at 10', () => {
    expect(normalisePhone('+91 98765-43210')).toBe('9198765432');
    expect(normalisePhone('abc')).toBe('');
  });

  it('shows the field errors on submit and clears one when its field is edited', () => {
    const { fn } = mockFetch(() => ({ status: 201 }));
    render(<FooterEnquiryForm />);
    submit();
    expect(errors()).toEqual(Object.values(FOOTER_MESSAGES));
    expect(fn).not.toHaveBeenCalled();
    fireEvent.change(input('Name'), { target: { value: 'A' } });
    expect(errors()).not.toContain(FOOTER_MESSAGES.name);
    expect(errors()).toContain(FOOTER_MESSAGES.phone);
    expect(input('Phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('the phone input keeps digits only, at most 10', () => {
    render(<FooterEnquiryForm />);
    fireEvent.change(input('Phone'), { target: { value: '98a76-5432101234' } });
    expect(input('Phone').value).toBe('9876543210');
  });

  it('only offers the Newborn Package service', () => {
    render(<FooterEnquiryForm />);
    const options = [...(input('Service') as unknown as HTMLSelectElement).options].map((o) => [o.value, o.textContent]);
    expect(options).toEqual([
      ['', 'Select a service'],
      ['newborn', 'Newborn Package'],
    ]);
  });

  it('sends, disables the button while sending, clears on 201 and shows the success notice', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = mockFetch(async () => {
      await gate;
      return { status: 201, body: { id: 1 } };
    });
    render(<FooterEnquiryForm />);
    fill();
    submit();
    const btn = await screen.findByRole('button', { name: 'Sending...' });
    expect(btn.hasAttribute('disabled')).toBe(true);
    await act(async () => release());
    expect(await screen.findByText(FOOTER_SUCCESS)).toBeTruthy();
    expect(input('Name').value).toBe('');
    expect(input('Message').value).toBe('');
    expect(calls[0].url).toBe('/api/enquiries');
    expect(calls[0].body).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      email: 'asha@example.com',
      service: 'newborn',
      message: 'Due in December',
      source: 'footer',
      website: '',
    });
    // The honeypot is present but hidden from people and assistive tech.
    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the form and shows the failure notice on an error or a network failure', async () => {
    mockFetch(() => Promise.reject(new TypeError('offline')));
    render(<FooterEnquiryForm />);
    fill();
    submit();
    expect(await screen.findByText(FOOTER_FAILURE)).toBeTruthy();
    expect(input('Name').value).toBe('Asha Rao');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText(FOOTER_FAILURE)).toBeNull());
  });

  it('shows server field messages from a 400', async () => {
    mockFetch(() => ({ status: 400, body: { error: true, statusCode: 400, message: 'Bad', fields: { email: 'Valid email address is required.' } } }));
    render(<FooterEnquiryForm />);
    fill();
    submit();
    expect(await screen.findByText(FOOTER_FAILURE)).toBeTruthy();
    const fieldErrors = screen.queryAllByRole('alert', { hidden: true }).map((e) => e.textContent);
    expect(fieldErrors).toContain('Valid email address is required.');
  });
});
