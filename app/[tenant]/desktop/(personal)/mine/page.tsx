// Desktop /mine: the phone's 我的 link opened on a computer or tablet goes to the personal centre.
import { redirect } from 'next/navigation'
import { loadAccount, type AccountProps as Props } from '@/lib/pages/account'

export default async function DesktopMine(props: Props) {
  await loadAccount(props)
  redirect('/account')
}
