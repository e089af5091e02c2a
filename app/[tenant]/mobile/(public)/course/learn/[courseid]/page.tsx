// Mobile /course/learn/{courseid}?classId=: the player, progress and outline (no header or footer, docs/spec.md §2).
import { LearnRoom } from '@/components/learn/learn-room'
import { courseLearnPage } from '@/lib/pages/course-learn'

export { generateStaticParams } from '@/lib/pages/page-model'
export const generateMetadata = courseLearnPage.metadata

export default courseLearnPage.view(({ room }) => <LearnRoom variant="mobile" {...room} />)
