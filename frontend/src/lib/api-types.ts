/** Wire types of the public API (ARCHITECTURE §4). */
export interface ImageRef {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  width: number;
  height: number;
  /** Tiny data-URL shown blurred until the real image loads. */
  placeholder: string;
  /** URL of the default-size jpeg. */
  jpeg: string;
  /** URL of the default-size webp. */
  webp: string;
  /** Ready-made srcset strings: "/media/variants/<id>/320.webp 320w, ..." */
  srcset: { jpeg: string; webp: string };
}

export interface GalleryImage {
  _id: string;
  title: string;
  description: string;
  image: ImageRef;
  createdAt: string;
}

export interface GalleryPage {
  images: GalleryImage[];
  categories: string[];
  pagination: { page: number; limit: number; hasMore: boolean };
}

export interface Theme {
  _id: string;
  title: string;
  isPremium: boolean;
  image: ImageRef;
}

export interface ApiErrorBody {
  error: true;
  message: string;
  statusCode: number;
  fields?: Record<string, string>;
}
