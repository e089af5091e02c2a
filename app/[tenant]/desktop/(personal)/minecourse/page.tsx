// Desktop /minecourse: the phone route's name for 我的课程, the same page as /course/my on a desktop.
export { default, generateMetadata } from '../course/my/page'
