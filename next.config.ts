import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // 'use cache' for per-tenant data functions, without Cache Components: pages stay classic ISR so
  // notFound() keeps its HTTP 404 and no tenant has to be known at build time (see docs/architecture.md).
  experimental: { useCache: true },
  allowedDevOrigins: ['*.localhost'],
  serverExternalPackages: ['@electric-sql/pglite', 'sharp', '@node-rs/argon2', 'pg', 'rate-limiter-flexible'],
  poweredByHeader: false,
  // A second build folder (NEXT_DIST_DIR=.next-perf …) lets a bench or a parallel e2e run keep its own build.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // ky ships only ES modules; listing it lets next/jest transform it too.
  transpilePackages: ['ky'],
}

export default nextConfig
