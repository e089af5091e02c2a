// Integration tests that move the clock: only Date is faked, so PGlite, the pg driver and the dispatcher keep their real
// timers (faking those stalls the database). Advance with jest.setSystemTime; undo with jest.useRealTimers().
export function fakeDateOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  })
}
