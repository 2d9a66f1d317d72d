import '../../testing/polyfills';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { imageRef } from '../../testing/fixtures';
import { LightboxButton, PhotoLightbox, type LightboxPhoto } from './photo-lightbox';
import { parseSrcset, toSlide } from './photo-lightbox-view';
import { IconHeart } from './icons';

const photos: LightboxPhoto[] = [0, 1, 2].map((i) => ({ id: `p${i}`, image: imageRef(`p${i}`, 1200, 800), alt: `Alt ${i}`, title: `Title ${i}`, description: `Desc ${i}` }));

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(start);
  const [favs, setFavs] = useState<string[]>([]);
  return (
    <PhotoLightbox
      photos={photos}
      index={index}
      onIndexChange={setIndex}
      onClose={() => setIndex(null)}
      toolbar={(photo) => (
        <LightboxButton
          aria-label="Favourite"
          aria-pressed={favs.includes(photo.id)}
          onClick={() => setFavs((f) => (f.includes(photo.id) ? f.filter((x) => x !== photo.id) : [...f, photo.id]))}
        >
          <IconHeart />
        </LightboxButton>
      )}
    />
  );
}

describe('PhotoLightbox', () => {
  beforeEach(() => {
    HTMLCanvasElement.prototype.toDataURL = () => 'data:image/webp;base64,';
  });

  it('slides come from the ImageRef: webp srcset widths with heights by aspect ratio', () => {
    expect(parseSrcset('/a/320.webp 320w, /a/640.webp 640w, bad', 0.5)).toEqual([
      { src: '/a/320.webp', width: 320, height: 160 },
      { src: '/a/640.webp', width: 640, height: 320 },
    ]);
    const slide = toSlide(photos[0], true);
    expect(slide.src).toBe('/media/variants/p0/640.webp');
    expect(slide.srcSet?.map((s) => s.width)).toEqual([320, 640]);
    expect(toSlide(photos[0], false).src).toBe('/media/variants/p0/640.jpg');
  });

  it('is closed (nothing rendered) with index null', () => {
    render(<PhotoLightbox photos={photos} index={null} onClose={() => undefined} />);
    expect(screen.queryByTestId('lightbox')).toBeNull();
  });

  it('a labelled dialog with caption, a Favourite toggle in the toolbar, next/close buttons', async () => {
    render(<Harness start={1} />);
    const box = await screen.findByTestId('lightbox');
    expect(box.getAttribute('role')).toBe('dialog');
    expect(within(box).getByRole('heading').textContent).toBe('Title 1');
    expect(box.textContent).toContain('Desc 1');
    expect(box.textContent).toContain('2 / 3');
    const fav = within(box).getByRole('button', { name: 'Favourite' });
    expect(fav.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(fav);
    expect(within(box).getByRole('button', { name: 'Favourite' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(box).getByRole('button', { name: 'Next photo' })).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('lightbox')).toBeNull());
  });
});
