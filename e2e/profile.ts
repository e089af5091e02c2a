// The personal profile journeys both device projects run: a fresh learner changes the nickname (the header or 我的 shows
// it without a reload), is refused a sensitive word, then crops and uploads an avatar that shows at 100×100 after reload.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signedInIndividual, signIn } from './accounts'
import { tenantUrl } from './helpers'

/** A 640×480 photo-like picture (a gradient with a disc), so the cropped square is visibly the learner's choice. */
export async function samplePhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f97316"/><stop offset="1" stop-color="#2563eb"/></linearGradient></defs>
    <rect width="640" height="480" fill="url(#g)"/><circle cx="320" cy="240" r="150" fill="#fde68a"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer()
}

export async function changeNickname(page: Page, nickname: string) {
  const field = page.getByRole('textbox', { name: '昵称' })
  await expect(field).not.toHaveValue('')
  // A sensitive word of demo's list is refused by the server, in the form, and nothing changes.
  await field.fill('赌博高手')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('昵称包含敏感词，请修改')).toBeVisible()
  await field.fill(nickname)
  const saved = page.waitForResponse((r) => r.url().includes('/FrontUser/ChangeUserBasicInfo'))
  await page.getByRole('button', { name: '保存' }).click()
  expect((await saved).status()).toBe(200)
}

/** On /clipic: choose the photo, zoom in a little, save; resolves to the stored key the server answered. */
export async function uploadAvatar(page: Page): Promise<string> {
  await page
    .getByTestId('avatar-file')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() })
  const zoom = page.getByRole('slider', { name: '缩放' })
  await zoom.fill('1.5')
  const uploaded = page.waitForResponse((r) => r.url().includes('/api/Common/UploadFile'))
  const changed = page.waitForResponse((r) => r.url().includes('/FrontUser/ChangeUserHeadImg'))
  await page.getByRole('button', { name: '保存头像' }).click()
  expect((await uploaded).status()).toBe(200)
  const answer = await (await changed).json()
  expect(answer.success).toBe(true)
  expect(answer.result.userLogo).toMatch(/^tenants\/demo\/uploads\/u\d+\//)
  return answer.result.userLogo
}

/** The avatar image shows the stored key with the §9 suffix, and the storage route really serves it at 100×100. */
export async function expectAvatar(image: Locator, key: string) {
  await expect(image).toHaveAttribute('src', `/storage/${key}?imageView2/1/w/100/h/100/q/100`)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(100)
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(100)
}

/** A new learner, signed in by the API, on `landing`. */
export async function signInFresh(page: Page, request: APIRequestContext, landing: string) {
  await signIn(page, await signedInIndividual(request))
  await page.goto(tenantUrl('demo', landing))
}
