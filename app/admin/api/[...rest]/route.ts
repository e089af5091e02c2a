// Any other /admin/api path: a 404 envelope, never Next's HTML page.
import { unknownApiPath } from '@/lib/api/dispatch'

const handle = async () => unknownApiPath()
export { handle as GET, handle as POST, handle as PUT, handle as DELETE, handle as PATCH }
