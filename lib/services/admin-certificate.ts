// AdminCertificate (issue 31): the tenant's 学时证明 in the console — every role finds one by number or phone; 管理员
// and 运营 revoke one with a reason (audited), after which its verification page says 已撤销 on the next request.
import { methodFor } from '@/lib/contract/define'
import { conflict, notFound } from '@/lib/contract/errors'
import { ANY_ROLE, type OperatorRole } from '@/lib/contract/operator-roles'
import {
  CERTIFICATE_MSG as MSG,
  adminCertificateListInput,
  revokeCertificateInput,
  type AdminCertificatePage,
} from '@/lib/contract/schemas/certificate'
import { requireSite, type ServiceContext } from '@/lib/auth/context'
import { certificateById, listAdminCertificates, revokeCertificate } from '@/lib/db/queries/certificates'

const method = methodFor<ServiceContext>()

/** Who may revoke: the roles that change what the tenant publishes. */
const CERTIFICATE_REVOKERS: readonly OperatorRole[] = ['admin', 'operations']

export const adminCertificateService = {
  /** The tenant's certificates, newest first; by number or phone fragment, and by state. */
  GetList: method({
    verb: 'GET',
    auth: 'operator',
    roles: ANY_ROLE,
    input: adminCertificateListInput,
    summary: '学时证明列表（分页；按证明编号或手机号筛选；按状态：全部/有效/已撤销）',
    handler: async (input, ctx): Promise<AdminCertificatePage> => {
      const { rows, totalCount } = await listAdminCertificates(ctx.db, {
        tenantId: requireSite(ctx).tenantId,
        ...input,
      })
      return {
        totalCount,
        items: rows.map(({ certificate: c }) => ({
          id: c.id,
          number: c.number,
          code: c.code,
          learnerName: c.snapshot.learnerName,
          maskedPhone: c.snapshot.maskedPhone,
          companyName: c.snapshot.companyName,
          courseTitles: c.snapshot.courses.map((x) => x.title),
          totalSeconds: c.snapshot.totalSeconds,
          issuedAt: c.issuedAt.toISOString(),
          revokedAt: c.revokedAt ? c.revokedAt.toISOString() : null,
          revokedReason: c.revokedReason,
        })),
      }
    },
  }),

  /** Revokes a valid certificate with a reason; a second revoke is a 409, another tenant's id a 404. */
  Revoke: method({
    verb: 'POST',
    auth: 'operator',
    roles: CERTIFICATE_REVOKERS,
    input: revokeCertificateInput,
    summary: '撤销学时证明（须填写原因；撤销后验证页显示已撤销）',
    handler: async ({ id, reason }, ctx) => {
      const tenantId = requireSite(ctx).tenantId
      const current = await certificateById(ctx.db, { tenantId, id, lock: true })
      if (!current) throw notFound(MSG.notFound)
      if (current.revokedAt) throw conflict(MSG.alreadyRevoked)
      const row = await revokeCertificate(ctx.db, { tenantId, id, reason })
      if (!row) throw conflict(MSG.alreadyRevoked)
      ctx.audit({
        target: `学时证明 ${row.number}（${row.snapshot.learnerName}）`,
        before: { state: '有效' },
        after: { state: '已撤销', reason },
      })
      return { revokedAt: row.revokedAt!.toISOString() }
    },
  }),
}
