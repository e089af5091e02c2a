/** @jest-environment node */
// The variant a request gets (size, format, quality), its cache name, Accept parsing and the nearest fallback.
import { acceptedModernFormats, nearestVariant, parseVariantName, planVariant, variantName } from './image-variant'

const PNG = { width: 1000, height: 700, format: 'png' }
const JPEG = { width: 3000, height: 2000, format: 'jpeg' }

describe('acceptedModernFormats', () => {
  it('reads the formats browsers name, ignoring wildcards and q=0', () => {
    expect(acceptedModernFormats('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual([
      'avif',
      'webp',
    ])
    expect(acceptedModernFormats('IMAGE/WEBP;q=0.9, */*')).toEqual(['webp'])
    expect(acceptedModernFormats('image/webp;q=0,image/*')).toEqual([])
    expect(acceptedModernFormats('*/*')).toEqual([])
    expect(acceptedModernFormats(null)).toEqual([])
  })
})

describe('planVariant', () => {
  it('keeps the original format and quality 0 for lossless output when nothing else is said', () => {
    expect(planVariant(PNG, { mode: 1, w: 303, h: 160, q: 100 })).toEqual({
      width: 303,
      height: 160,
      crop: true,
      format: 'png',
      quality: 0,
    })
    expect(planVariant(JPEG, { mode: 2, w: 300 })).toEqual({
      width: 300,
      height: 200,
      crop: false,
      format: 'jpg',
      quality: 75,
    })
  })

  it('prefers WebP, then small AVIF, when Accept allows and no format is named', () => {
    expect(planVariant(PNG, { mode: 2, w: 100 }, ['avif', 'webp']).format).toBe('webp')
    expect(planVariant(PNG, { mode: 2, w: 100 }, ['avif']).format).toBe('avif')
    expect(planVariant(JPEG, { mode: 2, w: 1500 }, ['avif']).format).toBe('jpg')
    expect(planVariant(PNG, { mode: 2, w: 100, format: 'jpg' }, ['webp']).format).toBe('jpg')
  })

  it('answers AVIF above 1024 px as WebP and caps AVIF quality at 80', () => {
    expect(planVariant(JPEG, { mode: 2, w: 1024, format: 'avif', q: 100 })).toMatchObject({
      format: 'avif',
      quality: 80,
    })
    expect(planVariant(JPEG, { mode: 2, w: 1025, format: 'avif', q: 100 })).toMatchObject({
      format: 'webp',
      quality: 100,
    })
    expect(planVariant({ width: 2000, height: 2000, format: 'heif' }, { mode: 2 })).toMatchObject({
      format: 'webp',
      width: 2000,
    })
  })
})

describe('variant names', () => {
  it('round-trip and ignore anything else in the folder', () => {
    const v = planVariant(PNG, { mode: 1, w: 303, h: 160, q: 100 }, ['webp'])
    expect(variantName(v)).toBe('303x160-crop-q100.webp')
    expect(parseVariantName(variantName(v))).toEqual(v)
    expect(parseVariantName('303x160-crop.png')).toEqual({
      width: 303,
      height: 160,
      crop: true,
      format: 'png',
      quality: 0,
    })
    for (const other of ['m1-w303-h160-q100.png', '303x160-crop.png.123.ab.tmp', '4096x10-fit.png', '0x10-fit.png']) {
      expect(parseVariantName(other)).toBeNull()
    }
  })

  it('pick the nearest size in the same format, and a WebP only for a WebP request', () => {
    const names = ['100x100-fit.png', '200x200-fit.png', '150x150-fit-q75.webp']
    const want = (format: 'png' | 'webp', quality = 0) => ({ width: 160, height: 160, crop: false, format, quality })
    expect(nearestVariant(want('png'), names)).toBe('200x200-fit.png')
    expect(nearestVariant(want('webp', 75), names)).toBe('150x150-fit-q75.webp')
    expect(nearestVariant(want('png'), ['150x150-fit-q75.webp', '20x20-fit.png'])).toBe('20x20-fit.png')
    expect(nearestVariant(want('png'), ['junk.tmp'])).toBeNull()
  })
})
