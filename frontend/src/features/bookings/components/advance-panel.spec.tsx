import '../../../testing/polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { installMatchMedia } from '../../../testing/browser-mocks';
import type { Booking } from '../api/booking-types';
import { AdvancePanel } from './advance-panel';

jest.mock('qrcode', () => ({ toDataURL: jest.fn(() => Promise.resolve('data:image/png;base64,QR')) }));

const URI = 'upi://pay?pa=studio%40okaxis&pn=Little%20Diyas&am=2000.00&cu=INR&tn=BK-ABC123&tr=BK-ABC123';
const booking = (over: Partial<Booking> = {}): Booking => ({
  reference: 'BK-ABC123',
  status: 'held',
  package: { id: 'p', name: 'Family session', kind: 'family', durationMinutes: 90 },
  date: '2026-12-01',
  start: '10:00',
  dueDate: null,
  bornOn: null,
  name: 'Asha',
  phone: '9876543210',
  email: null,
  pricePaise: 800000,
  advancePaise: 200000,
  paidPaise: 0,
  holdExpiresAt: '2026-11-28T09:00:00.000Z',
  upi: { uri: URI },
  paymentReleased: false,
  manageUrl: 'https://studio.example/booking/abcdefghijklmnopqrstuvwx',
  ...over,
});

describe('AdvancePanel', () => {
  it('on a phone: the amount, the reference, the hold as a studio time and a "Pay with a UPI app" link, no QR code', () => {
    installMatchMedia(375);
    render(<AdvancePanel booking={booking()} />);
    expect(screen.getByTestId('advance-amount').textContent).toBe('₹2,000');
    expect(screen.getByTestId('booking-reference').textContent).toBe('BK-ABC123');
    expect(screen.getByTestId('hold-ends').textContent).toBe('2:30 pm today');
    expect(screen.getByRole('link', { name: 'Pay with a UPI app' }).getAttribute('href')).toBe(URI);
    expect(screen.queryByTestId('upi-qr')).toBeNull();
    expect(screen.getByText('studio@okaxis')).toBeTruthy();
  });

  it('on a wide screen: the QR code of the same link (qrcode loaded only then)', async () => {
    installMatchMedia(1280);
    const qr = jest.requireMock<{ toDataURL: jest.Mock }>('qrcode');
    render(<AdvancePanel booking={booking({ paidPaise: 50000 })} />);
    expect(screen.getByTestId('advance-amount').textContent).toBe('₹1,500');
    const img = await screen.findByRole('img', { name: /UPI QR code: pay ₹1,500 / });
    expect(img.getAttribute('src')).toBe('data:image/png;base64,QR');
    expect(qr.toDataURL).toHaveBeenCalledWith(URI, expect.any(Object));
    expect(screen.queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
  });

  it('without a UPI ID yet it says the studio will send its details, and shows Razorpay where there is a link', async () => {
    installMatchMedia(375);
    render(<AdvancePanel booking={booking({ upi: { uri: null }, paymentLinkUrl: 'https://rzp.io/l/abc' })} />);
    expect(screen.getByText(/The studio will send you its UPI details/)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('payment-link').getAttribute('href')).toBe('https://rzp.io/l/abc'));
  });
});
