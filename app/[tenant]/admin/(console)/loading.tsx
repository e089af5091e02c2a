// Between two console pages: the shell stays, the page's place says it is loading.
import { Loading } from '@/components/ui/loading'

export default function ConsoleLoading() {
  return <Loading text="加载中…" />
}
