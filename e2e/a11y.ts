// One accessibility and fit check for the journeys: axe-core finds nothing serious or critical, and the page does not
// scroll sideways at the device's width or at 360 px.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** axe-core alone: nothing serious or critical on the page as it stands (an open dialog included). */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
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
