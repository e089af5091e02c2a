/** @jest-environment node */
// Pictures are known by their first bytes, never by their name or claimed type.
import { sniffImageType } from './image-upload'

const hex = (h: string) => Buffer.from(h, 'hex')

it.each([
  ['jpeg', hex('ffd8ffe000104a464946')],
  ['png', hex('89504e470d0a1a0a0000')],
  ['webp', Buffer.concat([Buffer.from('RIFF'), hex('00000000'), Buffer.from('WEBPVP8 ')])],
  ['gif', Buffer.from('GIF89a\u0001\u0000')],
  ['gif', Buffer.from('GIF87a\u0001\u0000')],
])('knows %s by its signature', (kind, bytes) => {
  expect(sniffImageType(bytes)).toBe(kind)
})

it.each([
  ['HTML', Buffer.from('<!doctype html><p>hi')],
  ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ['a RIFF that is not WebP (WAV)', Buffer.concat([Buffer.from('RIFF'), hex('00000000'), Buffer.from('WAVEfmt ')])],
  ['a short PNG signature', hex('89504e47')],
  ['nothing', Buffer.alloc(0)],
  ['a PDF', Buffer.from('%PDF-1.7')],
])('refuses %s', (_what, bytes) => {
  expect(sniffImageType(bytes)).toBeNull()
})
