/**
 * The gallery's Privacy panel (docs/architecture.md §16): the family's consents from here (the gallery's cookie proves
 * who asks), what the studio holds and the photos' download; the view is shared with the booking page.
 */
import { useCallback } from 'react';
import { PrivacyPanelView, type PanelPurpose } from '../../../components/privacy-panel/privacy-panel-view';
import { heldItems } from '../../../components/privacy-panel/held-items';
import { deleteErasure } from '../api/delete-erasure';
import { useConsents } from '../api/get-consents';
import { privacyDownloadHref, usePrivacySummary } from '../api/get-privacy-summary';
import { postConsents } from '../api/post-consents';
import { postPrivacyPhotos, usePrivacyPhotos } from '../api/privacy-photos';
import { FamilyPhotosDownload } from '../../../components/privacy-panel/family-photos-download';
import { postErasure } from '../api/post-erasure';

export function GalleryPrivacyPanel({ slug, photoCount }: { slug: string; photoCount: number }) {
  const consents = useConsents(slug);
  const summary = usePrivacySummary(slug);
  const photos = usePrivacyPhotos(slug);
  const { mutate: mutatePhotos } = photos;
  const { mutate } = consents;
  const { mutate: mutateSummary } = summary;

  const onConsent = useCallback(
    async (purpose: PanelPurpose, granted: boolean) => {
      const res = await postConsents(slug, { [purpose]: granted });
      if (!res.ok) return res.message;
      await mutate(res.data, { revalidate: false });
      return null;
    },
    [slug, mutate],
  );

  return (
    <PrivacyPanelView
      place="gallery"
      consents={consents.data?.consents}
      loadError={consents.error && !consents.data ? 'Your privacy choices could not be loaded. Please try again.' : undefined}
      onConsent={onConsent}
      held={summary.data ? heldItems(summary.data) : [{ label: 'Photos in this gallery', value: String(photoCount) }]}
      downloadHref={privacyDownloadHref(slug)}
      photosDownload={
        <FamilyPhotosDownload
          archives={photos.data?.archives}
          onAsk={async () => {
            const res = await postPrivacyPhotos(slug);
            if (!res.ok) return res.message;
            await mutatePhotos(res.data, { revalidate: false });
            return null;
          }}
        />
      }
      erasure={summary.data?.erasure}
      onErase={async () => {
        const res = await postErasure(slug);
        if (!res.ok) return res.message;
        await mutateSummary();
        return null;
      }}
      onUndo={async () => {
        const res = await deleteErasure(slug);
        if (!res.ok) return res.message;
        await mutateSummary();
        return null;
      }}
    />
  );
}
