// Demo lesson videos: short clips committed under lib/seed/media (scripts/make-demo-clips.sh), copied into each tenant's
// storage at seed time. Every seeded lesson plays one; its duration is the clip's, so the catalogue tells the truth.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { StorageProvider } from '@/lib/storage'

export interface Clip {
  file: string
  seconds: number
}

/** The clips and their real lengths (ffprobe, when they were made). */
export const CLIPS: Clip[] = [
  { file: 'clip-12s.mp4', seconds: 12 },
  { file: 'clip-24s.mp4', seconds: 24 },
  { file: 'clip-65s.mp4', seconds: 65 },
  { file: 'clip-100s.mp4', seconds: 100 },
]
/** The 24 s clip packaged as HLS: the path hls.js takes where the browser has no native HLS. */
const HLS_CLIP: Clip = { file: 'clip-24s-hls/index.m3u8', seconds: 24 }
const HLS_FILES = ['index.m3u8', 'init.mp4', ...[0, 1, 2, 3, 4, 5].map((i) => `segment-0${i}.m4s`)].map(
  (f) => `clip-24s-hls/${f}`,
)

/** Lessons with a chosen clip (course title → clip per lesson in outline order); the rest pick one by hash. */
const FIXED_MEDIA: Record<string, Clip[]> = {
  '入职第一课：三分钟了解学习平台': [CLIPS[0], CLIPS[1]],
  Excel数据透视表从入门到精通: [HLS_CLIP],
}

const SOURCE = path.join(/*turbopackIgnore: true*/ process.cwd(), 'lib', 'seed', 'media')

export const mediaKey = (slug: string, file: string) => `${slug}/media/${file}`

function hash(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619)
  return h >>> 0
}

/** The video of the lesson at `index` (outline order) of a seeded course. */
export function lessonClip(courseTitle: string, lessonTitle: string, index: number): Clip {
  return FIXED_MEDIA[courseTitle]?.[index] ?? CLIPS[hash(`${courseTitle}/${lessonTitle}`) % CLIPS.length]
}

/** Copies every clip file into the tenant's storage unless the same bytes are there; returns how many it wrote. */
export async function writeMediaAssets(storage: StorageProvider, slug: string): Promise<number> {
  let written = 0
  for (const file of [...CLIPS.map((c) => c.file), ...HLS_FILES]) {
    const key = mediaKey(slug, file)
    const bytes = await fs.readFile(path.join(/*turbopackIgnore: true*/ SOURCE, file))
    const existing = await storage.readObject(key)
    if (existing && Buffer.compare(existing.bytes, bytes) === 0) continue
    await storage.putObject(key, bytes)
    written++
  }
  return written
}

export const mediaStorageKeys = (slug: string) =>
  [...CLIPS.map((c) => c.file), ...HLS_FILES].map((f) => mediaKey(slug, f))
