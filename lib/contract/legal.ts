// The two legal texts a new account agrees to: their kinds, routes, titles and the refusal message. Zod-free, so the
// browser's consent checkbox shares the words and paths with the endpoints and pages.

export const LEGAL_KINDS = ['useragreement', 'privacypolicy'] as const
export type LegalKind = (typeof LEGAL_KINDS)[number]

/** The page of each text (lowercase routes, like /createcompany) and the title it is cited by, in 《》. */
export const LEGAL_DOCS: Record<LegalKind, { path: string; title: string }> = {
  useragreement: { path: '/useragreement', title: '用户协议' },
  privacypolicy: { path: '/privacypolicy', title: '隐私政策' },
}

/** The API field: true when the person ticked 「我已阅读并同意《用户协议》《隐私政策》」. */
export const CONSENT_FIELD = 'isAgreeProtocol'

/** Said by the forms and the API alike when an account would be created without consent. */
export const CONSENT_REQUIRED = '请先阅读并同意《用户协议》和《隐私政策》'

/** What an account stores as the versions it agreed to, e.g. `useragreement@1.0;privacypolicy@1.0`. */
export function agreedVersion(versions: Record<LegalKind, string>): string {
  return LEGAL_KINDS.map((kind) => `${kind}@${versions[kind]}`).join(';')
}
