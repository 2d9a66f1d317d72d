import type { GalleryImage, ImageRef, Theme } from '../lib/api-schema';

export function imageRef(id: string, width = 1200, height = 1500): ImageRef {
  return {
    id,
    status: 'ready',
    width,
    height,
    placeholder: 'data:image/webp;base64,AAAA',
    jpeg: `/media/variants/${id}/640.jpg`,
    webp: `/media/variants/${id}/640.webp`,
    srcset: { jpeg: `/media/variants/${id}/320.jpg 320w, /media/variants/${id}/640.jpg 640w`, webp: `/media/variants/${id}/320.webp 320w, /media/variants/${id}/640.webp 640w` },
  };
}

export function galleryImage(i: number, title = 'Newborn'): GalleryImage {
  return { _id: `g${i}`, title, description: `Photo ${i}`, image: imageRef(`g${i}`), createdAt: new Date(2026, 0, i + 1).toISOString(), source: 'studio', sourceStatement: 'No child’s face' };
}

export function theme(i: number, title: string, isPremium: boolean): Theme {
  return { _id: `t${i}`, title, isPremium, image: imageRef(`t${i}`), createdAt: new Date(2026, 0, i + 1).toISOString(), source: 'studio', sourceStatement: null };
}
