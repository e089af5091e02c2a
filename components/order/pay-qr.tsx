'use client'
// The WeChat Native QR code of the desktop pay page: qrcode draws codeUrl as an SVG, loaded with the first QR shown.
import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

export default function PayQr({ codeUrl }: { codeUrl: string }) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    QRCode.toString(codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (s) => live && setSvg(s),
      () => live && setSvg(null),
    )
    return () => {
      live = false
    }
  }, [codeUrl])
  return svg ? (
    // eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn here; nothing to optimise
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt="微信支付二维码"
      width={200}
      height={200}
      data-testid="pay-qr"
      className="size-[200px] border border-gray-200 bg-white"
    />
  ) : (
    <div aria-hidden="true" className="size-[200px] animate-pulse bg-gray-100" />
  )
}
