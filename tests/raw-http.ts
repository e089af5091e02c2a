// Raw HTTP/1.1 over a socket, for methods fetch and Node's client refuse to send (TRACE, TRACK, CONNECT, FOO…).
import net from 'node:net'

export interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends `METHOD target HTTP/1.1` with a Host and reads the answer until the server closes (or 5 s pass). */
export function rawRequest(
  port: number,
  method: string,
  target: string,
  host = 'demo.localhost',
  hostname = '127.0.0.1',
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    )
    const chunks: Buffer[] = []
    const timer = setTimeout(() => socket.destroy(), 5000)
    socket.on('data', (d) => chunks.push(d))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(timer)
      const text = Buffer.concat(chunks).toString('utf8')
      const [head, ...rest] = text.split('\r\n\r\n')
      const [statusLine, ...lines] = head.split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const i = line.indexOf(':')
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') })
    })
  })
}
