import next from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'reports/**',
      'node_modules/**',
      'drizzle/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
]
export default config
