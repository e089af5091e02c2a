'use client'
// The signed-in operator, from the shell's GetMe, for the pages inside the shell.
import { createContext, useContext } from 'react'
import type { OperatorSelf } from '@/lib/contract/schemas/admin'

const OperatorContext = createContext<OperatorSelf | null>(null)

export const OperatorProvider = OperatorContext.Provider

export function useOperator(): OperatorSelf {
  const operator = useContext(OperatorContext)
  if (!operator) throw new Error('useOperator() is for pages inside the console shell')
  return operator
}
