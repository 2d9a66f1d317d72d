/**
 * The UPI QR code for a wide screen (a parent scans it with the phone's UPI app). `qrcode` is fetched only when a
 * QR is shown, so it never weighs on the public pages' bundle.
 */
import { useEffect, useState } from 'react';

export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QR) =>
      QR.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240, color: { dark: '#2a0818', light: '#ffffff' } }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div className="book-qr" data-testid="upi-qr">
      {src ? <img src={src} alt={label} width={240} height={240} /> : <span className="spinner" role="status" aria-label="Drawing the QR code" />}
    </div>
  );
}
