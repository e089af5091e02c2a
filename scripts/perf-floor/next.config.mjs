// The floor `npm run perf` measures the app against: an empty Next app (one heading) on the project's own `next` and
// React, built into .next-perf-floor beside the app's builds (a dist dir must lie inside the workspace).
import path from 'node:path'

const config = {
  distDir: path.relative(import.meta.dirname, path.resolve(import.meta.dirname, '..', '..', '.next-perf-floor')),
  poweredByHeader: false,
}

export default config
