import { fireEvent, render, screen } from '@testing-library/react';
import { mockFetch } from '../../../testing/browser-mocks';
import { CONTACT_FAILURE, CONTACT_SUCCESS, ContactForm } from './contact-form';

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

function fill() {
  fireEvent.change(input('Name'), { target: { value: 'Ravi' } });
  fireEvent.change(input('Email'), { target: { value: 'ravi@example.com' } });
  fireEvent.change(input('Phone'), { target: { value: '98765 43210 77' } });
  fireEvent.change(input('Service'), { target: { value: 'family' } });
  fireEvent.change(input('Message'), { target: { value: 'Diwali family portrait' } });
}

describe('contact form (spec §5)', () => {
  it('blocks silently while any field is empty', () => {
    const { fn } = mockFetch(() => ({ status: 201 }));
    render(<ContactForm />);
    fireEvent.change(input('Name'), { target: { value: 'Ravi' } });
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(fn).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input('Email').required && input('Phone').required && input('Message').required).toBe(true);
    expect(input('Email').type).toBe('email');
  });

  it('offers newborn, baby and family', () => {
    render(<ContactForm />);
    const values = [...(input('Service') as unknown as HTMLSelectElement).options].map((o) => o.value);
    expect(values).toEqual(['', 'newborn', 'baby', 'family']);
  });

  it('posts with source contact and shows its own success text, then clears', async () => {
    const { calls } = mockFetch(() => ({ status: 201 }));
    render(<ContactForm />);
    fill();
    expect(input('Phone').value).toBe('9876543210');
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText(CONTACT_SUCCESS)).toBeTruthy();
    expect(calls[0].body).toMatchObject({ name: 'Ravi', service: 'family', source: 'contact', website: '' });
    expect(input('Name').value).toBe('');
  });

  it('shows its failure text and keeps the form', async () => {
    mockFetch(() => ({ status: 503 }));
    render(<ContactForm />);
    fill();
    fireEvent.submit(screen.getByTestId('contact-form'));
    expect(await screen.findByText(CONTACT_FAILURE)).toBeTruthy();
    expect(input('Name').value).toBe('Ravi');
  });
});
