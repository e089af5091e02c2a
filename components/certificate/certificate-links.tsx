'use client'
// A certificate's two links, wherever one was just issued or is listed: the PDF (a plain link, so the session cookie goes
// with it) and the public verification page, in a new tab.
import { apiPath } from '@/lib/client/api'
import { certificatePath } from '@/lib/contract/certificate-rules'

/** Where the PDF of `code` downloads from, for its holder's (or their company's) session. */
export function certificatePdfHref(code: string): string {
  return `${apiPath('Certificate', 'Download')}?code=${code}`
}

/**
 * 下载学时证明 and 验证页 side by side. `about` names the certificate for screen readers (a course's title) where several
 * such links share a page.
 */
export function CertificateLinks({
  code,
  about,
  className = '',
}: {
  code: string
  about?: string
  className?: string
}) {
  const named = about ? <span className="sr-only">：{about}</span> : null
  return (
    <span className={`flex shrink-0 items-center gap-3 ${className}`}>
      <a
        href={certificatePdfHref(code)}
        download
        className="text-primary hover:underline"
        data-testid="certificate-download"
      >
        下载学时证明{named}
      </a>
      <a href={certificatePath(code)} target="_blank" rel="noopener" className="text-gray-500 hover:underline">
        验证页{named}
      </a>
    </span>
  )
}
