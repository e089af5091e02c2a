// AdminLegal: the tenant's 《用户协议》 and 《隐私政策》 in the console (issue 28). Every save publishes a new version —
// never an edit in place: /useragreement and /privacypolicy show it on their next view (the tenant's tag), an account
// created afterwards records it (consentNow reads the table in its own transaction), and accounts made earlier keep
// the versions they agreed to (the site asks nobody to agree again). The 操作日志 keeps the text it replaced.
import { revalidatePath, revalidateTag } from 'next/cache'
import { methodFor } from '@/lib/contract/define'
import { badRequest, conflict } from '@/lib/contract/errors'
import { formatDate } from '@/lib/contract/dates'
import { LEGAL_KINDS, type LegalKind } from '@/lib/contract/legal'
import { defaultLegalText } from '@/lib/contract/legal-defaults'
import { noInput } from '@/lib/contract/fields'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  legalTarget,
  nextLegalVersion,
  saveLegalInput,
  type LegalDocumentsResult,
  type LegalDocumentView,
  type SaveLegalInput,
} from '@/lib/contract/schemas/admin-legal'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { getTenantDocument, replaceTenantDocument } from '@/lib/db/queries/legal'
import { tenantTag } from './tenant-site'

const method = methodFor<ServiceContext>()
const EDITORS: readonly OperatorRole[] = ['admin', 'operations']

/** The text in force: the tenant's row, or the default naming it (what the public page shows then). */
async function current(ctx: ServiceContext, kind: LegalKind): Promise<LegalDocumentView> {
  const site = requireSite(ctx)
  const row = await getTenantDocument(ctx.db, { tenantId: site.tenantId, kind })
  const text = row ?? defaultLegalText(kind, site.settings.tenantName)
  const { title, version, effectiveDate, body } = text
  return { kind, title, version, effectiveDate, body, nextVersion: nextLegalVersion(version), published: row !== null }
}

export const adminLegalService = {
  /** Both texts as the public pages show them, with the version a save would take. */
  GetDocuments: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: noInput,
    summary: '协议与隐私（《用户协议》《隐私政策》的标题、版本、生效日期与正文）',
    handler: async (_input, ctx): Promise<LegalDocumentsResult> => ({
      items: await Promise.all(LEGAL_KINDS.map((kind) => current(ctx, kind))),
      today: formatDate(new Date()),
    }),
  }),

  /** Publishes a new version of one text; the page shows it on its next view. */
  SaveDocument: method({
    verb: 'POST',
    auth: 'operator',
    roles: EDITORS,
    input: saveLegalInput,
    summary: '发布协议新版本（版本号须与当前不同；已注册账号保留其同意的版本，新注册账号记录新版本）',
    description:
      'baseVersion 为编辑时的当前版本（他人已发布更新的版本时返回 409）；version 省略时按当前版本递增（1.0 → 1.1），' +
      'effectiveDate 省略时为当天（Asia/Shanghai）。正文为纯文本，段落之间空一行。',
    handler: async (input: SaveLegalInput, ctx): Promise<LegalDocumentView> => {
      const site = requireSite(ctx)
      const before = await current(ctx, input.kind)
      if (input.baseVersion !== before.version)
        throw conflict(`${legalTarget(input.kind)}已更新为版本 ${before.version}，请刷新后再编辑`)
      const version = input.version ?? before.nextVersion
      if (version === before.version) throw badRequest(`新版本号须与当前版本（${before.version}）不同`, ['version'])
      const effectiveDate = input.effectiveDate ?? formatDate(new Date())
      if (effectiveDate < before.effectiveDate)
        throw badRequest(`生效日期不能早于当前版本的生效日期（${before.effectiveDate}）`, ['effectiveDate'])
      const body = input.body.join('\n')
      if (input.title === before.title && body === before.body)
        throw badRequest('标题与正文与当前版本相同，无需发布新版本', ['body'])
      const row = { version, title: input.title, body, effectiveDate }
      const fromVersion = before.published ? before.version : null
      if (!(await replaceTenantDocument(ctx.db, { tenantId: site.tenantId, kind: input.kind, fromVersion }, row)))
        throw conflict(`${legalTarget(input.kind)}已被他人更新，请刷新后再编辑`)
      const logged = (t: typeof row) => ({
        version: t.version,
        effectiveDate: t.effectiveDate,
        title: t.title,
        body: t.body,
      })
      ctx.audit({ target: legalTarget(input.kind), before: logged(before), after: logged(row) })
      ctx.afterCommit(() => {
        revalidateTag(tenantTag(site.slug), { expire: 0 })
        revalidatePath(`/${site.slug}`, 'layout')
      })
      return { kind: input.kind, ...row, nextVersion: nextLegalVersion(version), published: true }
    },
  }),
}
