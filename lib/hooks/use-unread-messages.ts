'use client'
// Placeholder replaced by the message centre's hook at merge.
export function useUnreadMessages(): number {
  return 0
}
