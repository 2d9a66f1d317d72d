/**
 * The booking page's Privacy panel (docs/architecture.md §16): the same family's consents as their gallery's (the
 * manage link proves who asks); the view is shared with the client gallery.
 */
import { useCallback } from 'react';
import { PrivacyPanelView, type PanelPurpose } from '../../../components/privacy-panel/privacy-panel-view';
import { heldItems } from '../../../components/privacy-panel/held-items';
import { postBookingConsents, useBookingConsents } from '../api/booking-consents';
import { FamilyPhotosDownload } from '../../../components/privacy-panel/family-photos-download';
import { bookingPrivacyDownloadHref, deleteBookingErasure, postBookingErasure, postBookingPrivacyPhotos, useBookingPrivacy, useBookingPrivacyPhotos } from '../api/booking-privacy';
import type { Booking } from '../api/booking-types';

export function BookingPrivacyPanel({ token, booking }: { token: string; booking: Booking }) {
  const consents = useBookingConsents(token);
  const summary = useBookingPrivacy(token);
  const photos = useBookingPrivacyPhotos(token);
  const { mutate: mutatePhotos } = photos;
  const { mutate } = consents;
  const { mutate: mutateSummary } = summary;

  const onConsent = useCallback(
    async (purpose: PanelPurpose, granted: boolean) => {
      const res = await postBookingConsents(token, { [purpose]: granted });
      if (!res.ok) return res.message;
      await mutate(res.data, { revalidate: false });
      return null;
    },
    [token, mutate],
  );

  return (
    <PrivacyPanelView
      place="booking"
      consents={consents.data?.consents}
      loadError={consents.error && !consents.data ? 'Your privacy choices could not be loaded. Please try again.' : undefined}
      onConsent={onConsent}
      held={
        summary.data
          ? heldItems(summary.data)
          : [
              { label: 'Booking', value: booking.reference },
              { label: 'Name and phone', value: `${booking.name} · ${booking.phone}` },
            ]
      }
      downloadHref={bookingPrivacyDownloadHref(token)}
      photosDownload={
        <FamilyPhotosDownload
          archives={photos.data?.archives}
          onAsk={async () => {
            const res = await postBookingPrivacyPhotos(token);
            if (!res.ok) return res.message;
            await mutatePhotos(res.data, { revalidate: false });
            return null;
          }}
        />
      }
      erasure={summary.data?.erasure}
      onErase={async () => {
        const res = await postBookingErasure(token);
        if (!res.ok) return res.message;
        await mutateSummary();
        return null;
      }}
      onUndo={async () => {
        const res = await deleteBookingErasure(token);
        if (!res.ok) return res.message;
        await mutateSummary();
        return null;
      }}
    />
  );
}
