/** @jest-environment node */
// imageView2 parsing and per-mode output sizes, without touching any image.
import { findImageView, parseImageView, planResize } from './image-view'

describe('parseImageView', () => {
  it('reads the logo suffix from a raw query string', () => {
    expect(parseImageView('?imageView2/1/w/303/h/160/q/100')).toEqual({ mode: 1, w: 303, h: 160, q: 100 })
    expect(parseImageView('imageView2/2/w/200')).toEqual({ mode: 2, w: 200 })
  })

  it('accepts every mode 0–5, format, a forced quality and a trailing slash', () => {
    for (const mode of [0, 1, 2, 3, 4, 5]) expect(parseImageView(`imageView2/${mode}/h/50`)?.mode).toBe(mode)
    expect(parseImageView('?imageView2/0/w/80/format/webp/')).toEqual({ mode: 0, w: 80, format: 'webp' })
    expect(parseImageView('?imageView2/1/w/80/format/JPEG/q/75!')).toEqual({ mode: 1, w: 80, format: 'jpg', q: 75 })
  })

  it('finds the operation among other parameters, encoded or chained', () => {
    expect(parseImageView('?v=3&imageView2/1/w/10/h/20')).toEqual({ mode: 1, w: 10, h: 20 })
    expect(parseImageView('?imageView2%2F2%2Fw%2F64')).toEqual({ mode: 2, w: 64 })
    expect(parseImageView('?imageView2/2/w/64|imageslim')).toEqual({ mode: 2, w: 64 })
  })

  it('keeps large sizes as asked, so the plan can bound them without changing the shape', () => {
    expect(parseImageView('imageView2/1/w/99999/h/5000')).toEqual({ mode: 1, w: 99999, h: 5000 })
  })

  it.each([
    '',
    '?v=1',
    'imageView2',
    'imageView2/',
    'imageView2/6/w/10',
    'imageView2/x/w/10',
    'imageView2/1/w',
    'imageView2/1/w/0',
    'imageView2/1/w/-5',
    'imageView2/1/w/1.5',
    'imageView2/1/w/abc',
    'imageView2/1/q/0',
    'imageView2/1/q/101',
    'imageView2/1/format/exe',
    'imageView2/1/rotate/90',
    'imageView2/1/w/1234567',
  ])('rejects %p', (query) => {
    expect(parseImageView(query)).toBeNull()
  })

  it('tells "no operation" from "bad operation"', () => {
    expect(findImageView('?v=1')).toBeNull()
    expect(findImageView('?imageView2/9')).toBe('imageView2/9')
  })
})

describe('planResize', () => {
  it('mode 1 crops to exactly w×h, a missing side copying the other', () => {
    expect(planResize(606, 320, { mode: 1, w: 303, h: 160 })).toEqual({ width: 303, height: 160, crop: true })
    expect(planResize(100, 100, { mode: 1, w: 50 })).toEqual({ width: 50, height: 50, crop: true })
  })

  it('mode 1 never enlarges: a box past the picture or 2048 px shrinks with its shape kept', () => {
    expect(planResize(10, 10, { mode: 1, w: 100 })).toEqual({ width: 10, height: 10, crop: true })
    expect(planResize(1000, 700, { mode: 1, w: 4096, h: 4096 })).toEqual({ width: 700, height: 700, crop: true })
    expect(planResize(1000, 700, { mode: 1, w: 2000, h: 1000 })).toEqual({ width: 1000, height: 500, crop: true })
    expect(planResize(9000, 9000, { mode: 1, w: 8000, h: 4000 })).toEqual({ width: 2048, height: 1024, crop: true })
  })

  it('mode 2 fits inside and never enlarges', () => {
    expect(planResize(1000, 500, { mode: 2, w: 200, h: 200 })).toEqual({ width: 200, height: 100, crop: false })
    expect(planResize(100, 50, { mode: 2, w: 400 })).toEqual({ width: 100, height: 50, crop: false })
  })

  it('mode 0 limits the long and short edges whatever the orientation', () => {
    expect(planResize(500, 1000, { mode: 0, w: 200, h: 50 })).toEqual({ width: 50, height: 100, crop: false })
  })

  it('modes 3 and 4 reach the minimum when the picture has it, never enlarge and stay under 2048', () => {
    expect(planResize(400, 200, { mode: 3, w: 100, h: 100 })).toEqual({ width: 200, height: 100, crop: false })
    expect(planResize(200, 800, { mode: 4, w: 400, h: 50 })).toEqual({ width: 100, height: 400, crop: false })
    expect(planResize(100, 400, { mode: 4, w: 800, h: 100 })).toEqual({ width: 100, height: 400, crop: false })
    expect(planResize(1, 1000, { mode: 3, w: 4096 })).toEqual({ width: 1, height: 1000, crop: false })
    expect(planResize(5000, 100, { mode: 3, w: 5000 })).toEqual({ width: 2048, height: 41, crop: false })
  })

  it('mode 5 turns the long/short box with a portrait picture', () => {
    expect(planResize(300, 600, { mode: 5, w: 200, h: 100 })).toEqual({ width: 100, height: 200, crop: true })
  })
})

describe('query strings as Next hands them over', () => {
  it('reads a bare key that was re-serialised with an empty value', () => {
    expect(parseImageView('?imageView2%2F1%2Fw%2F303%2Fh%2F160%2Fq%2F100=')).toEqual({
      mode: 1,
      w: 303,
      h: 160,
      q: 100,
    })
  })
})
