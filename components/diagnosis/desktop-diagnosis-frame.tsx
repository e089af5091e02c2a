// The desktop frame of the diagnosis pages (/diagnosis, /metalData, /questionnaire, /report): the grey page, the content
// width, and the gate that keeps them to signed-in individuals (a visitor returns to `then` after signing in).
import type { ReactNode } from 'react'
import { DiagnosisGate } from './diagnosis-gate'

export function DesktopDiagnosisFrame({ then, children }: { then: string; children: ReactNode }) {
  return (
    <div className="min-h-[60vh] bg-gray-50 px-4">
      <div className="mx-auto max-w-content">
        <DiagnosisGate then={then}>{children}</DiagnosisGate>
      </div>
    </div>
  )
}
