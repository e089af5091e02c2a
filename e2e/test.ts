// Playwright's `test`, with each test a client of its own address — as real learners are, each behind their own
// network. The e2e server trusts the loopback as its proxy (scripts/e2e-server.mjs), so the X-Forwarded-For hop set
// here is the client the rate limits see: the per-address SMS limit (20 an hour) then holds for every test instead of
// being spent by the suite as a whole, and a PostgreSQL database kept from an earlier run carries no spent points over.
import { randomInt } from 'node:crypto'
import { test as base } from '@playwright/test'

export * from '@playwright/test'

/** An address in 10.0.0.0/8 no other test of this run or an earlier one is likely to have had. */
export function freshClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) =>
    provide({ ...extraHTTPHeaders, 'x-forwarded-for': freshClientIp() }),
})
