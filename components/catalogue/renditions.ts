// Responsive renditions of stored images: one imageView2 crop per width, WebP at quality 75, never wider than the
// stored original, so a phone downloads what its box × density needs (issue 8: covers were larger than originals).
import { storageImageUrl } from '@/lib/ui/image-urls'

/** Quality 75 WebP: a third of the bytes of the q/85 PNG re-encodes it replaces, without visible loss at card size. */
const RENDITION_QUALITY = 75

/** Qiniu's crop-to-box thumbnail (mode 1) in WebP; the local storage route speaks the same syntax. */
export function cropView(width: number, height: number): string {
  return `imageView2/1/w/${width}/h/${height}/q/${RENDITION_QUALITY}/format/webp`
}

export interface Rendition {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * `widths` ascending, `ratio` = height / width of the box, `sizes` = the box's rendered width as a media list. Images on
 * foreign hosts (no imageView2) come back as they are, without a srcset of identical URLs.
 */
export function rendition(
  qiNiuUrl: string,
  path: string | null | undefined,
  widths: readonly number[],
  ratio: number,
  sizes: string,
): Rendition {
  const urls = widths.map((w) => storageImageUrl(qiNiuUrl, path, cropView(w, Math.round(w * ratio))))
  const src = urls[urls.length - 1]
  // One width, or a foreign image (no imageView2): a plain src, without a srcset of identical URLs.
  if (!src || new Set(urls).size === 1) return { src }
  return { src, srcSet: urls.map((url, i) => `${url} ${widths[i]}w`).join(', '), sizes }
}

// Boxes as laid out (see each component). One rendition per box, sized for its width at ~1.75× density: a srcset would
// add its URLs to every card of the HTML and of the RSC payload, which lists of 20–30 cards pay for in bytes to send,
// serve and hydrate, for a small gain on 1× screens. The page's hero (one image) keeps two sizes on the desktop.
/** Phone course row: 42 % of the row inside 12-px page and 10-px row padding (rem-scaled) ≈ 37vw; shape 2:1.2. */
export const mobileRowCover = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [360], 0.6, '37vw')
/** Desktop course card: a quarter of the 1200-px column less gaps, at most 280 px; 16:9. */
export const cardCover = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [480], 0.5625, '(max-width: 1200px) 25vw, 280px')
/** Phone course page: the full width; 2:1.2 (covers are stored 640 wide, so that is the largest there is). */
export const mobileHeroCover = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [640], 0.6, '100vw')
/** Desktop course page: a 480-px box; 16:9. */
export const detailCover = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [480, 640], 0.5625, '480px')
/** Phone topic card: the page width less 12-px margins ≈ 94vw; 2:1. */
export const mobileTopicBanner = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [720], 0.5, '94vw')
/** Desktop topic card: a quarter of the column; 12:5. */
export const cardTopicBanner = (qiNiuUrl: string, path: string | null | undefined) =>
  rendition(qiNiuUrl, path, [480], 0.4167, '(max-width: 1200px) 25vw, 280px')
