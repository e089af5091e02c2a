// Any other /admin/… address: the console's own 404, inside the shell.
import { notFound } from 'next/navigation'

export default function ConsoleUnknownPage() {
  notFound()
}
