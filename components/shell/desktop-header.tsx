// Desktop header (docs/spec.md §2 "Desktop header"); server-rendered, with the dropdowns, search and signed-in parts as client islands.
import Link from 'next/link'
import type { CommonSetting, HomeHeaderAndBottom } from '@/lib/contract/schemas/tenant'
import type { SiteFeatures } from '@/lib/contract/site'
import { isRouteEnabled, routeByName, type RouteName } from '@/lib/routes'
import { logoUrl } from '@/lib/ui/image-urls'
import { CategoryMenu } from './category-menu'
import { HeaderSearch } from './header-search'
import { NavMenu } from './nav-menu'
import { MessageLink, MyCoursesLink, UserMenu } from './user-menu'

export interface DesktopHeaderProps {
  settings: CommonSetting
  features: SiteFeatures
  header: HomeHeaderAndBottom
}

const NAV: ReadonlyArray<{ label: string; route: RouteName }> = [
  { label: '首页', route: 'Home' },
  { label: '课程', route: 'CourseList' },
  { label: '讲师', route: 'TeacherList' },
  { label: '专题', route: 'ThematicList' },
  { label: '平台服务', route: 'Join' },
]

/** Nav entries whose route is switched on for this tenant (讲师, 专题 and 平台服务 each have a setting). */
function headerNavLinks(features: SiteFeatures): Array<{ label: string; href: string }> {
  return NAV.map(({ label, route }) => ({ label, entry: routeByName(route) }))
    .filter(({ entry }) => isRouteEnabled(entry, features))
    .map(({ label, entry }) => ({ label, href: entry.pattern }))
}

export function DesktopHeader({ settings, features, header }: DesktopHeaderProps) {
  const name = header.tenantName || settings.tenantName
  const logo = logoUrl(settings.qiNiuUrl, header.tenantLogoUrl || settings.tenantLogoUrl)

  const links = headerNavLinks(features)

  // From 768 px (tablets get the desktop view) to the 1200-px column: below 1024 the links fold into one 导航 menu
  // and 我的课程 stays in the user menu; below 1280 the search box and gaps narrow; below 640 (a narrowed desktop
  // window) the search box and the name beside the avatar give way so nothing scrolls sideways.
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white">
      <div className="mx-auto flex h-16 max-w-content items-center gap-2 px-3 sm:gap-4 sm:px-4 xl:gap-6">
        <Link href="/" className="flex shrink-0 items-center" aria-label={logo ? undefined : `${name}首页`}>
          {logo ? (
            // Plain <img>: the storage already serves the 303×160 rendition, and tenant hosts vary per deployment.
            // Low priority, so not preloaded ahead of the page's own LCP picture.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={logo}
              alt={name}
              width={303}
              height={160}
              fetchPriority="low"
              className="h-10 w-auto object-contain"
            />
          ) : (
            <span className="text-xl font-bold whitespace-nowrap text-primary">{name}</span>
          )}
        </Link>

        <div className="shrink-0 whitespace-nowrap">
          <CategoryMenu types={header.homeCourseTypeDtos} />
        </div>

        <nav aria-label="主导航" className="hidden items-center gap-1 lg:flex">
          {links.map((link) => (
            <Link
              key={link.href}
              href={link.href}
              className="rounded px-2 py-2 text-base whitespace-nowrap text-gray-700 hover:text-primary xl:px-3"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="lg:hidden">
          <NavMenu links={links} />
        </div>

        <div className="ml-auto flex shrink-0 items-center gap-2 sm:gap-3 xl:gap-4">
          {/* A desktop window narrower than 640 px keeps the bell and the avatar; search returns at sm. */}
          <div className="hidden sm:block">
            <HeaderSearch />
          </div>
          <div className="hidden lg:block">
            <MyCoursesLink />
          </div>
          <MessageLink />
          <UserMenu companyLoginEnabled={features.companyAccounts} qiNiuUrl={settings.qiNiuUrl} />
        </div>
      </div>
    </header>
  )
}
