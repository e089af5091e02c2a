/** @jest-environment node */
// Server rendering imports these helpers too: no window, no throw.
import {
  clearOnLogout,
  clearOnSessionEnded,
  readStorage,
  removeStorage,
  STORAGE_KEYS,
  writeStorage,
} from './storage-keys'

it('is inert without a window', () => {
  expect(typeof window).toBe('undefined')
  expect(readStorage(STORAGE_KEYS.userId)).toBeNull()
  expect(writeStorage(STORAGE_KEYS.userId, '1')).toBe(false)
  expect(() => {
    removeStorage(STORAGE_KEYS.userId)
    clearOnLogout()
    clearOnSessionEnded()
  }).not.toThrow()
})
