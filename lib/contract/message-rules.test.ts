// The bell's badge text and name (docs/spec.md §9: 99... above 99), and which links a message may carry.
import { isInternalLink, messageLinkLabel, unreadBadgeText } from './message-rules'

describe('unreadBadgeText', () => {
  it.each([
    [0, null],
    [-1, null],
    [Number.NaN, null],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99...'],
    [12345, '99...'],
  ])('%p → %p', (n, text) => expect(unreadBadgeText(n)).toBe(text))
})

describe('messageLinkLabel', () => {
  it('names the unread count only when there is one', () => {
    expect(messageLinkLabel(0)).toBe('消息')
    expect(messageLinkLabel(3)).toBe('消息（3条未读）')
  })
})

describe('isInternalLink', () => {
  it.each([
    ['/course/12', true],
    ['/courselist', true],
    ['//evil.example/x', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a b', false],
    ['/\\evil', false],
  ])('%p → %p', (link, ok) => expect(isInternalLink(link)).toBe(ok))
})
