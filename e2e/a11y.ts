// One accessibility and fit check for the journeys: axe-core finds nothing serious or critical, and the page does not
// scroll sideways at the device's width or at 360 px.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { NEVER_SERIOUS_RULES } from './axe-rules'
import { settle } from './ui-shared'

/** Headings that skip a level were reported on the phone list; axe rates them moderate, so they are named here. */
const ALSO_CHECKED = ['heading-order']

/**
 * axe on the page, reporting violations only: the passes, incomplete and inapplicable results are never read here,
 * and leaving out their details took ~15 % off each scan (home, list, login on both devices: 0.77 → 0.66 s).
 */
const scan = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(NEVER_SERIOUS_RULES)
    .analyze()

/**
 * The serious and critical findings on the page as it is now (and skipped heading levels), one line per element —
 * label-content-name-mismatch among them: a control's name must hold the text it shows (WCAG 2.5.3).
 */
export async function seriousIssues(page: Page, where: string): Promise<string[]> {
  await settle(page)
  const { violations } = await scan(page)
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.includes(v.id))
    .flatMap((v) =>
      v.nodes.map((n) => `${where} ${v.impact} ${v.id}: ${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
    )
}

/**
 * Sideways scrolling of the page as it stands, resized to each width in turn (then back): one line per width at which it
 * scrolls. Checked on the page axe has just scanned, so the check costs no page load of its own.
 */
export async function sidewaysAt(page: Page, where: string, widths: readonly number[]): Promise<string[]> {
  const size = page.viewportSize()!
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }))
    if (scrollWidth > innerWidth) found.push(`${where} at ${width}px wide: the page is ${scrollWidth}px`)
  }
  await page.setViewportSize(size)
  return found
}

/** axe-core alone: nothing serious or critical on the page as it stands (an open dialog included). */
export async function expectAccessible(page: Page): Promise<void> {
  // A toast in its 0.5 s fade is half transparent: axe would judge the contrast of a colour nobody reads. Its steady
  // colours are checked like the rest of the page.
  await expect(page.locator('[data-state="fading"]')).toHaveCount(0)
  const { violations } = await scan(page)
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

export async function expectAccessibleAndFitting(page: Page): Promise<void> {
  await expectAccessible(page)
  const size = page.viewportSize()!
  for (const width of [size.width, 360]) {
    await page.setViewportSize({ width, height: size.height })
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize(size)
}
