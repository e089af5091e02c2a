// Mobile /course/my: the desktop route's name for 我的课程, the same page as /minecourse on a phone.
export { default, generateMetadata } from '../../minecourse/page'
