// Accounts for the password-reset journeys, made once at the start of a run (fixtures.setup.ts): a phone gets one code a
// minute, so an account made just before its reset used to cost a 60-second wait per journey. Made first, each phone's
// minute has passed by the time the reset specs (named to run after the others) ask for their code.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { APIRequestContext, TestInfo } from '@playwright/test'
import { createCompany, createIndividual, freshLoginName, freshPhone, signedInIndividual, waitForResend, type SignedIn } from './accounts'
import { E2E_PORT } from '../playwright.config'

export interface ResetFixtures {
  desktopPerson: { phone: string; sentAt: number }
  desktopCompany: { name: string; phone: string; password: string; sentAt: number }
  phonePerson: { phone: string; sentAt: number }
  /** Signed in by the API for the 账号安全 journeys, which send codes to their own phone. */
  desktopSecurity: SignedIn
  phoneSecurity: SignedIn
  /** Signed in by the API for the consulting journeys: the visitor's form proves this phone by a code, then signs in. */
  desktopConsult: SignedIn
  phoneConsult: SignedIn
}

/** Fixtures that are sessions: a retry makes a fresh one instead of waiting out the phone's code minute. */
const SESSIONS: readonly (keyof ResetFixtures)[] = ['desktopSecurity', 'phoneSecurity', 'desktopConsult', 'phoneConsult']

const FILE = path.join(os.tmpdir(), `qh-e2e-reset-fixtures-${E2E_PORT}.json`)

export async function makeResetFixtures(request: APIRequestContext): Promise<void> {
  const desktopPerson = freshPhone()
  const phonePerson = freshPhone()
  const company = { name: freshLoginName(), phone: freshPhone(), password: 'Before2026!' }
  const fixtures: ResetFixtures = {
    desktopPerson: { phone: desktopPerson, sentAt: await createIndividual(request, desktopPerson) },
    phonePerson: { phone: phonePerson, sentAt: await createIndividual(request, phonePerson) },
    desktopCompany: { ...company, sentAt: await createCompany(request, company.name, company.phone, company.password) },
    desktopSecurity: await signedInIndividual(request, freshPhone()),
    phoneSecurity: await signedInIndividual(request, freshPhone()),
    desktopConsult: await signedInIndividual(request, freshPhone()),
    phoneConsult: await signedInIndividual(request, freshPhone()),
  }
  fs.writeFileSync(FILE, JSON.stringify(fixtures))
}

/**
 * The fixture for this journey, ready for a new code. A retry gets a fresh individual instead (the first attempt spent
 * the fixture's code minute); a company cannot be remade without the same wait, so it waits out the minute.
 */
export async function resetFixture<K extends keyof ResetFixtures>(key: K, request: APIRequestContext, info: TestInfo): Promise<ResetFixtures[K]> {
  const fixture = (JSON.parse(fs.readFileSync(FILE, 'utf8')) as ResetFixtures)[key]
  if (info.retry > 0 && SESSIONS.includes(key)) {
    const fresh = (await signedInIndividual(request, freshPhone())) as ResetFixtures[K]
    await waitForResend(fresh.sentAt)
    return fresh
  }
  if (info.retry > 0 && key !== 'desktopCompany') {
    const phone = freshPhone()
    const fresh = { phone, sentAt: await createIndividual(request, phone) } as ResetFixtures[K]
    await waitForResend(fresh.sentAt)
    return fresh
  }
  await waitForResend(info.retry > 0 ? Date.now() : fixture.sentAt)
  return fixture
}
