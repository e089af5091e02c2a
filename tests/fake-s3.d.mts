// Types for tests/fake-s3.mjs (plain JavaScript: the two-instance script runs it without a compiler).
export interface FakeS3 {
  endpoint: string
  objects: Map<string, { body: Buffer; type: string; meta?: Record<string, string> }>
  /** Unfinished multipart uploads by id. */
  multipart: Map<string, { key: string; parts: Map<number, Buffer> }>
  seen: string[]
  close(): Promise<void>
}
export declare function startFakeS3(options?: { accessKeyId?: string }): Promise<FakeS3>
