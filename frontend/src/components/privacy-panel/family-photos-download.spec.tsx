import '../../testing/polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { components } from '../../lib/api-schema';
import { FamilyPhotosDownload } from './family-photos-download';

type PhotosArchive = components['schemas']['FamilyPhotosArchive'];

const archive = (over: Partial<PhotosArchive> = {}): PhotosArchive => ({
  gallery: 'Newborn',
  id: 'a1',
  status: 'queued',
  progress: 0,
  photos: 12,
  bytes: null,
  url: null,
  error: null,
  ...over,
});

describe('FamilyPhotosDownload', () => {
  it('asks for the ZIPs once, says when there is nothing to download', async () => {
    const onAsk = jest.fn().mockResolvedValue(null);
    render(<FamilyPhotosDownload archives={[]} onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare our photos (ZIP)' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('There are no photos to download yet.'));
    expect(onAsk).toHaveBeenCalledTimes(1);
  });

  it('shows the progress while a ZIP is made and a link once it is ready', () => {
    const { rerender } = render(<FamilyPhotosDownload archives={[archive({ status: 'building', progress: 40 })]} onAsk={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Preparing Newborn: 40%');
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<FamilyPhotosDownload archives={[archive({ status: 'ready', progress: 100, url: '/api/x/download' })]} onAsk={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Download our photos: Newborn (ZIP, 12)' }).getAttribute('href')).toBe('/api/x/download');
  });

  it('offers to try again after a failed ZIP, and says why a request failed', async () => {
    const onAsk = jest.fn().mockResolvedValue('Could not prepare your photos. Please try again.');
    render(<FamilyPhotosDownload archives={[archive({ status: 'failed', error: 'The ZIP could not be made. Please try again.' })]} onAsk={onAsk} />);
    fireEvent.click(screen.getByRole('button', { name: 'Prepare our photos again (ZIP)' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Could not prepare your photos. Please try again.'));
  });
});
