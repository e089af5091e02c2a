// The platform console (issue 28, Deliver 1): the reserved tenant whose console creates, lists, opens and closes the
// others. Zod-free, so the proxy, the console's pages and the server share one rule for a new tenant's subdomain.

/** The platform's own slug: its host serves only the console (its public paths go to /admin). */
export const PLATFORM_SLUG = 'platform'

/**
 * Subdomains no tenant may take: the platform's, the console's and the API's path words, what mail and DNS use, and
 * words a visitor would read as the operator's own (www, help, status). Reserved for good: a tenant's links outlive it.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  PLATFORM_SLUG,
  ...(
    'admin api app apps assets auth blog cdn console dashboard dev docs download email file files ftp help image ' +
    'images img imap localhost login m mail manage media mx ns1 ns2 oauth open pay payment pop pop3 register root ' +
    'smtp sso static status storage support system test video wap webmail www'
  ).split(' '),
])

/** Letters, digits and single hyphens, starting with a letter: what every DNS provider and certificate accepts. */
export const TENANT_SLUG_RULE = /^[a-z](?:[a-z0-9]|-(?=[a-z0-9])){2,29}$/

export const TENANT_SLUG_HINT = '3–30位小写字母、数字或连字符，以字母开头，如 neworg'
