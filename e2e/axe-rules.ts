// Which axe-core rules the accessibility checks (e2e/a11y.ts) leave out, kept apart so a Jest test can hold it to the
// installed axe-core without loading Playwright.

/**
 * The rules whose every check is rated minor or moderate in axe-core 4.14, so they can never find what the checks here
 * fail on (serious, critical, or a skipped heading level). Not running them takes ~20 % off a scan (`region` alone
 * walks the whole page: home 0.72 → 0.59 s). `tests/axe-rules.test.ts` fails if a new axe-core rates one higher.
 */
export const NEVER_SERIOUS_RULES = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'focus-order-semantics',
  'form-field-multiple-labels',
  'hidden-content',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
]
