// The ‹ of a phone top bar's back button (and the bind page's 返回登录): decorative, the button carries the name.
export function BackIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-5">
      <path d="M12.5 4 6.5 10l6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
