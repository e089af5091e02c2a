// An app instance's job worker and nothing else, in a process of its own, for the test that kills it mid-transcode
// (lib/services/video-transcode-restart.int.test.ts): `node --import tsx tests/transcode-worker.ts <postgres URL | PGlite folder>`.
import { installDbHandle, openDatabase } from '@/lib/db/client'
import { getJobQueue } from '@/lib/jobs'
import { transcodeJob } from '@/lib/services/video-transcode'

async function main(target: string) {
  const handle = await openDatabase(/^postgres/.test(target) ? { url: target } : { dataDir: target })
  installDbHandle(handle)
  await (await getJobQueue()).work([transcodeJob])
  console.log('[worker] ready')
  // Runs until it is killed.
  setInterval(() => {}, 60_000)
}

void main(process.argv[2])
