// Desktop /mine: the phone's 我的 link opened on a computer or tablet goes to the personal centre.
import { redirect } from 'next/navigation'
import { minePage } from '@/lib/pages/account'

export default minePage.view(function DesktopMine() {
  redirect('/account')
})
