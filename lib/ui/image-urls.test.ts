/** @jest-environment node */
// Logo and avatar URL helpers (docs/spec.md §3 "Avatar display", §9 logo size).
import { avatarUrl, logoUrl } from './image-urls'

describe('logoUrl', () => {
  it('appends the 303×160 q100 suffix to base + path (docs/spec.md §9)', () => {
    expect(logoUrl('/storage/', 'tenants/demo/logo.png')).toBe(
      '/storage/tenants/demo/logo.png?imageView2/1/w/303/h/160/q/100',
    )
    expect(logoUrl('https://cdn.example.com/', 'a.png')).toBe(
      'https://cdn.example.com/a.png?imageView2/1/w/303/h/160/q/100',
    )
  })

  it('joins with exactly one slash', () => {
    expect(logoUrl('https://cdn.example.com', '/a.png')).toBe(
      'https://cdn.example.com/a.png?imageView2/1/w/303/h/160/q/100',
    )
  })

  it('returns an empty string for an empty path', () => {
    expect(logoUrl('/storage/', '')).toBe('')
    expect(logoUrl('/storage/', null)).toBe('')
    expect(logoUrl('/storage/', undefined)).toBe('')
  })

  it('leaves foreign absolute URLs alone and suffixes URLs already on qiNiuUrl', () => {
    expect(logoUrl('/storage/', 'https://img.example.org/x.png')).toBe('https://img.example.org/x.png')
    expect(logoUrl('https://cdn.example.com/', 'https://cdn.example.com/x.png')).toBe(
      'https://cdn.example.com/x.png?imageView2/1/w/303/h/160/q/100',
    )
    expect(logoUrl('/storage/', '/storage/x.png')).toBe('/storage/x.png?imageView2/1/w/303/h/160/q/100')
  })

  it('does not add a second operation or a second question mark', () => {
    expect(logoUrl('/storage/', 'x.png?imageView2/2/w/10')).toBe('/storage/x.png?imageView2/2/w/10')
    expect(logoUrl('/storage/', 'x.png?v=2')).toBe('/storage/x.png?v=2&imageView2/1/w/303/h/160/q/100')
  })
})

describe('avatarUrl', () => {
  it('resizes stored avatars to 100×100 at quality 100 (docs/spec.md §3)', () => {
    expect(avatarUrl('/storage/', 'users/7/a.jpg')).toBe('/storage/users/7/a.jpg?imageView2/1/w/100/h/100/q/100')
    expect(avatarUrl('/storage/', 'users/7/a.jpg', false)).toBe('/storage/users/7/a.jpg?imageView2/1/w/100/h/100/q/100')
  })

  it('uses a third-party avatar as is', () => {
    const wx = 'https://thirdwx.qlogo.cn/mmopen/abc/132'
    expect(avatarUrl('/storage/', wx, true)).toBe(wx)
    expect(avatarUrl('/storage/', wx, 1)).toBe(wx)
    expect(avatarUrl('/storage/', wx)).toBe(wx)
    expect(avatarUrl('/storage/', '', true)).toBe('')
  })
})
