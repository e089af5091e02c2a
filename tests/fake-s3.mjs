// A small in-process stand-in for an S3-compatible bucket (path-style PUT, HEAD, GET with a byte range, DELETE, the
// multi-object delete, ListObjectsV2, user metadata and multipart uploads — the tus store's), for the S3 provider's
// tests and the two-instance check (npm run test:instances). It checks that requests are signed with the access key it
// was given, not the signature itself.
import http from 'node:http'

function xml(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?>${body}`)
}

/** Starts the bucket on a free loopback port: its objects, the requests it saw, and how to stop it. */
export async function startFakeS3({ accessKeyId = 'AKTEST' } = {}) {
  /** @type {Map<string, { body: Buffer; type: string; meta?: Record<string, string> }>} */
  const objects = new Map()
  /** Unfinished multipart uploads by id: the key and the parts by number. @type {Map<string, { key: string; parts: Map<number, Buffer> }>} */
  const multipart = new Map()
  let uploads = 0
  const noSuchUpload = (res) => xml(res, 404, '<Error><Code>NoSuchUpload</Code><Message>gone</Message></Error>')
  /** x-amz-meta-* request headers, given back on HEAD and GET as S3 does. */
  const metaOf = (headers) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('x-amz-meta-')))
  /** @type {string[]} */
  const seen = []
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const url = new URL(req.url, 'http://fake')
      const [, bucket, ...rest] = url.pathname.split('/')
      const key = decodeURIComponent(rest.join('/'))
      seen.push(`${req.method} ${bucket}${key ? ` ${key}` : ''}${url.search.includes('list-type=2') ? ' list' : ''}`)
      if (!String(req.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`))
        return xml(res, 403, '<Error><Code>AccessDenied</Code></Error>')
      const body = Buffer.concat(chunks)
      const uploadId = url.searchParams.get('uploadId')
      const upload = uploadId ? multipart.get(uploadId) : undefined
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = `u${++uploads}`
        multipart.set(id, { key, parts: new Map() })
        return xml(
          res,
          200,
          `<InitiateMultipartUploadResult><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
        )
      }
      if (req.method === 'GET' && url.searchParams.has('uploads'))
        return xml(
          res,
          200,
          '<ListMultipartUploadsResult><IsTruncated>false</IsTruncated></ListMultipartUploadsResult>',
        )
      if (uploadId && !upload) return noSuchUpload(res)
      if (upload && req.method === 'PUT') {
        upload.parts.set(Number(url.searchParams.get('partNumber')), body)
        return res.writeHead(200, { etag: `"p${url.searchParams.get('partNumber')}"` }).end()
      }
      if (upload && req.method === 'GET') {
        const parts = [...upload.parts].sort(([a], [b]) => a - b)
        return xml(
          res,
          200,
          `<ListPartsResult><IsTruncated>false</IsTruncated>${parts.map(([n, b]) => `<Part><PartNumber>${n}</PartNumber><ETag>"p${n}"</ETag><Size>${b.length}</Size></Part>`).join('')}</ListPartsResult>`,
        )
      }
      if (upload && req.method === 'POST') {
        const parts = [...upload.parts].sort(([a], [b]) => a - b).map(([, b]) => b)
        objects.set(upload.key, { body: Buffer.concat(parts), type: 'application/octet-stream' })
        multipart.delete(uploadId)
        return xml(
          res,
          200,
          `<CompleteMultipartUploadResult><Key>${upload.key}</Key><ETag>"x"</ETag></CompleteMultipartUploadResult>`,
        )
      }
      if (upload && req.method === 'DELETE') {
        multipart.delete(uploadId)
        return res.writeHead(204).end()
      }
      if (req.method === 'PUT') {
        const meta = metaOf(req.headers)
        objects.set(key, {
          body,
          type: String(req.headers['content-type']),
          ...(Object.keys(meta).length ? { meta } : {}),
        })
        return res.writeHead(200, { etag: '"x"' }).end()
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix))
        return xml(
          res,
          200,
          `<ListBucketResult><Name>${bucket}</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('')}</ListBucketResult>`,
        )
      }
      if (req.method === 'HEAD') {
        const found = objects.get(key)
        if (!found) return res.writeHead(404).end()
        return res
          .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, ...found.meta })
          .end()
      }
      if (req.method === 'GET') {
        const found = objects.get(key)
        if (!found) return xml(res, 404, '<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>')
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''))
        if (range) {
          const part = found.body.subarray(Number(range[1]), Number(range[2]) + 1)
          const head = { 'content-type': found.type, 'content-length': part.length }
          return res
            .writeHead(206, { ...head, 'content-range': `bytes ${range[1]}-${range[2]}/${found.body.length}` })
            .end(part)
        }
        return res
          .writeHead(200, { 'content-type': found.type, 'content-length': found.body.length, ...found.meta })
          .end(found.body)
      }
      if (req.method === 'POST' && url.search.includes('delete')) {
        for (const m of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(m[1])
        return xml(res, 200, '<DeleteResult></DeleteResult>')
      }
      if (req.method === 'DELETE') {
        objects.delete(key)
        return res.writeHead(204).end()
      }
      res.writeHead(405).end()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${server.address().port}`,
    objects,
    multipart,
    seen,
    // The SDK keeps its sockets alive: close them too, or a test worker lingers after the file.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
