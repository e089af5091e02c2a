// Design tokens for Tailwind 4's compatibility config (loaded by `@config` in app/globals.css).
import type { Config } from 'tailwindcss'

const config: Config = {
  theme: {
    extend: {
      // Each tenant's colours are CSS variables (lib/theme.ts), so one stylesheet serves every tenant.
      colors: {
        primary: {
          DEFAULT: 'var(--color-primary)',
          hover: 'var(--color-primary-hover)',
          soft: 'var(--color-primary-soft)',
          contrast: 'var(--color-primary-contrast)',
        },
        accent: 'var(--color-accent)',
      },
      fontFamily: {
        sans: ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"WenQuanYi Micro Hei"', 'sans-serif'],
      },
      // The desktop layouts are designed on a 1200-px content column.
      maxWidth: { content: '1200px' },
      width: { content: '1200px' },
    },
  },
}

export default config
