import { checkPhoneTicket, issuePhoneTicket, TICKET_TTL_SECONDS } from './phone-ticket'

const me = { tenantId: 1, accountId: 7, phone: '13800000001' }

describe('phone-change ticket', () => {
  it('accepts its own ticket until it expires', () => {
    const now = Date.UTC(2026, 0, 1)
    const { ticket, expireInSeconds } = issuePhoneTicket(me, now)
    expect(expireInSeconds).toBe(TICKET_TTL_SECONDS)
    expect(checkPhoneTicket(ticket, me, now + 1000)).toBe(true)
    expect(checkPhoneTicket(ticket, me, now + TICKET_TTL_SECONDS * 1000 - 1000)).toBe(true)
    expect(checkPhoneTicket(ticket, me, now + TICKET_TTL_SECONDS * 1000)).toBe(false)
  })

  it('refuses another tenant, another account, a changed phone, a forged or altered ticket', () => {
    const { ticket } = issuePhoneTicket(me)
    expect(checkPhoneTicket(ticket, { ...me, tenantId: 2 })).toBe(false)
    expect(checkPhoneTicket(ticket, { ...me, accountId: 8 })).toBe(false)
    expect(checkPhoneTicket(ticket, { ...me, phone: '13800000002' })).toBe(false)
    const [v, exp, sig] = ticket.split('.')
    expect(checkPhoneTicket(`${v}.${Number(exp) + 3600}.${sig}`, me)).toBe(false)
    expect(checkPhoneTicket(`${v}.${exp}.${'A'.repeat(43)}`, me)).toBe(false)
    for (const junk of ['', 'v1', 'v1..', `v2.${exp}.${sig}`, `${ticket}x`])
      expect(checkPhoneTicket(junk, me)).toBe(false)
  })
})
