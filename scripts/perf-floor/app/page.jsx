// The floor's only page: one heading, so its score, LCP and TBT are what Next and React alone cost on this machine.
export default function Page() {
  return <h1>空白页</h1>
}
