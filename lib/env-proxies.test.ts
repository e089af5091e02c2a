/** @jest-environment node */
// TRUSTED_PROXIES (issue 9, H3): which peers may speak for the client in X-Forwarded-*; none unless configured.
import { EnvError, parseEnv } from './env'

const problemsOf = (source: Record<string, string>) => {
  try {
    parseEnv(source)
    return []
  } catch (e) {
    if (e instanceof EnvError) return e.problems
    throw e
  }
}

describe('TRUSTED_PROXIES', () => {
  it('trusts no proxy by default: the socket peer is the client', () => {
    expect(parseEnv({}).trustedProxies).toEqual([])
    expect(parseEnv({ TRUSTED_PROXIES: ' ' }).trustedProxies).toEqual([])
  })

  it('takes IPv4 and IPv6 addresses and CIDR ranges, separated by commas or spaces', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 127.0.0.1 ::1,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ])
  })

  it('refuses what is not an address or a range, naming it', () => {
    expect(problemsOf({ TRUSTED_PROXIES: '10.0.0.0/33, nginx, 1.2.3' })).toEqual([
      'TRUSTED_PROXIES: "10.0.0.0/33" is not an IP address or CIDR range',
      'TRUSTED_PROXIES: "nginx" is not an IP address or CIDR range',
      'TRUSTED_PROXIES: "1.2.3" is not an IP address or CIDR range',
    ])
  })

  it('refuses a range that trusts everyone, which would hand X-Forwarded-For to any client', () => {
    expect(problemsOf({ TRUSTED_PROXIES: '0.0.0.0/0' })).toEqual([
      'TRUSTED_PROXIES: "0.0.0.0/0" would trust every client; list your proxies',
    ])
    expect(problemsOf({ TRUSTED_PROXIES: '::/0' })).toHaveLength(1)
  })
})
