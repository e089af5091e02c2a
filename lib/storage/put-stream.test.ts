/** @jest-environment node */
// LocalDiskStorage.putObjectStream: a large object written from a stream, whole or not at all.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { LocalDiskStorage } from './local-disk'

let root: string
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'put-stream-'))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it('writes the streamed bytes under the key with their type', async () => {
  const storage = new LocalDiskStorage(root)
  const chunks = [Buffer.alloc(70_000, 1), Buffer.alloc(30_000, 2)]
  await storage.putObjectStream('t/videos/a.mp4', Readable.from(chunks), { size: 100_000, contentType: 'video/mp4' })
  expect(await storage.readObject('t/videos/a.mp4')).toEqual({ bytes: Buffer.concat(chunks), contentType: 'video/mp4' })
})

it('keeps nothing when the stream breaks or yields another length', async () => {
  const storage = new LocalDiskStorage(root)
  const broken = new Readable({
    read() {
      this.destroy(new Error('client went away'))
    },
  })
  await expect(storage.putObjectStream('t/videos/b.mp4', broken, { size: 10 })).rejects.toThrow('client went away')
  const short = Readable.from([Buffer.alloc(5)])
  await expect(storage.putObjectStream('t/videos/b.mp4', short, { size: 10 })).rejects.toThrow('expected 10 bytes')
  expect(fs.readdirSync(path.join(root, 't/videos'))).toEqual([])
  expect(await storage.readObject('t/videos/b.mp4')).toBeNull()
})
