'use client'
// 导出PDF: a plain link to the server's A4 PDF (the session cookie goes with it), so the browser downloads it with the
// name the server gives. WeChat's own browser does not download files: there it says how to open the page elsewhere.
import { useSyncExternalStore } from 'react'
import { apiPath } from '@/lib/client/api'

const subscribe = () => () => {}
const inWeChat = () => /MicroMessenger/i.test(navigator.userAgent)

export function PdfExport({ id }: { id: number }) {
  const weChat = useSyncExternalStore(subscribe, inWeChat, () => false)
  return (
    <div className="text-right">
      <a
        href={`${apiPath('Diagnosis', 'GetReportPdf')}?id=${id}`}
        download
        className="inline-flex min-h-11 items-center rounded-md border border-primary px-4 text-sm text-primary hover:bg-primary hover:text-white"
        data-testid="export-pdf"
      >
        导出PDF
      </a>
      {weChat ? (
        <p className="mt-1 text-xs text-gray-500">微信内无法直接下载，请点右上角「…」选择在浏览器打开后导出</p>
      ) : null}
    </div>
  )
}
