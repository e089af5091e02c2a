'use client'
// Last resort when a root layout itself fails: a self-contained 500 page (no tenant styles available).
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '15vh 24px', color: '#333' }}>
        <p style={{ fontSize: 64, fontWeight: 700, color: '#333e76', margin: 0 }}>500</p>
        <h1 style={{ fontSize: 22 }}>服务器开小差了</h1>
        <p style={{ color: '#888' }}>服务器出现异常，请稍后再试。</p>
        <button type="button" onClick={reset} style={{ marginTop: 24, padding: '8px 20px' }}>
          重试
        </button>
      </body>
    </html>
  )
}
