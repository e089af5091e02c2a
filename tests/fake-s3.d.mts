// Types for tests/fake-s3.mjs (plain JavaScript: the two-instance script runs it without a compiler).
export interface FakeS3 {
  endpoint: string
  objects: Map<string, { body: Buffer; type: string }>
  seen: string[]
  close(): Promise<void>
}
export declare function startFakeS3(options?: { accessKeyId?: string }): Promise<FakeS3>
