// The band over the desktop account cards (/accountForgot, /createcompany): the tenant's login banner, or its colours.
export interface AccountBandProps {
  /** The loginHeadBackgroundImg rendition; '' draws the band in the theme colours. */
  imageUrl: string
  tenantName: string
  /** What the card is for, e.g. 账号中心. */
  caption: string
}

export function AccountBand({ imageUrl, tenantName, caption }: AccountBandProps) {
  return (
    <div
      data-testid="account-band"
      className={`relative flex h-32 items-end overflow-hidden px-8 pb-5 ${
        imageUrl ? 'bg-gray-800 text-white' : 'bg-gradient-to-r from-primary to-primary-hover text-primary-contrast'
      }`}
    >
      {imageUrl ? (
        <>
          {/* Plain <img>: tenant storage hosts vary per deployment and the storage already serves the resized rendition. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
          {/* Any banner may sit behind the name: a scrim keeps white text readable on light pictures. */}
          <div className="absolute inset-0 bg-gradient-to-r from-black/55 via-black/25 to-transparent" />
        </>
      ) : null}
      <svg
        viewBox="0 0 200 128"
        aria-hidden="true"
        className="absolute top-0 right-0 h-full w-auto opacity-15"
        fill="currentColor"
      >
        <circle cx="170" cy="20" r="60" />
        <circle cx="90" cy="120" r="36" />
        <circle cx="196" cy="112" r="22" />
      </svg>
      <div className="relative">
        <p className="text-xl font-semibold tracking-wide">{tenantName}</p>
        <p className="mt-1 text-sm">{caption}</p>
      </div>
    </div>
  )
}
