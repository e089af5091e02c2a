// The floor's root layout: what every Next page has and nothing more.
export const metadata = { title: '空白页' }

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  )
}
