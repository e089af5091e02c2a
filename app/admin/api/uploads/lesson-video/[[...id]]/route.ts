// Resumable lesson-video uploads of the console (tus, issue 30): each method is lib/api/tus-lesson-video.ts. The proxy
// leaves these paths alone (proxy.ts), so a chunk reaches the route whole; the tenant comes from the Host header.
import { handleLessonVideoUpload } from '@/lib/api/tus-lesson-video'

/** Creates an upload for a lesson (Upload-Length, Upload-Metadata: lessonId, filename). */
export const POST = (request: Request) => handleLessonVideoUpload(request)
/** How many bytes the server holds (Upload-Offset). */
export const HEAD = (request: Request) => handleLessonVideoUpload(request)
/** A chunk at Upload-Offset; the last one answers the accepted video. */
export const PATCH = (request: Request) => handleLessonVideoUpload(request)
/** Gives an unfinished upload up. */
export const DELETE = (request: Request) => handleLessonVideoUpload(request)
/** The protocol's versions and extensions. */
export const OPTIONS = (request: Request) => handleLessonVideoUpload(request)
