import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiQuery } from '@/lib/query/api-queries'
import { getQueryClient, QueryProvider } from './query'
import { sessionEffects, SessionProvider, useSession } from './session'

const mockApiGet = jest.fn()
jest.mock('@/lib/client/http', () => ({
  apiGet: (...args: unknown[]) => mockApiGet(...args),
  apiPost: () => Promise.resolve(true),
}))

function ShowsClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'same client' : 'other client'}</p>
}

describe('browser query client', () => {
  it('is a singleton', () => {
    const a = getQueryClient()
    expect(a).toBeInstanceOf(QueryClient)
    expect(getQueryClient()).toBe(a)
  })

  it('QueryProvider provides the singleton', () => {
    render(
      <QueryProvider>
        <ShowsClient expected={getQueryClient()} />
      </QueryProvider>,
    )
    expect(screen.getByText('same client')).toBeInTheDocument()
  })
})

// Query keys carry no user id (the server's prefetch builds the same ones), so the cache must follow the account.
describe('one account’s data is never shown to the next', () => {
  function Nickname() {
    const { session, signOut, refresh } = useSession()
    const info = useQuery({ ...apiQuery.FrontUser.GetUserBasicInfo(), enabled: !!session })
    return (
      <>
        <p>{info.data?.nickname ?? '—'}</p>
        <button onClick={() => void signOut()}>退出</button>
        <button onClick={refresh}>刷新资料</button>
      </>
    )
  }
  const signedInAs = (userId: number) => {
    localStorage.setItem('userId', String(userId))
    localStorage.setItem('logintype', '1')
  }
  const storageChanged = () => act(() => void window.dispatchEvent(new StorageEvent('storage', { key: 'userId' })))
  /** A page opened by `userId` (the browser's query client outlives a test, so it hears who that is first). */
  const openPageAs = (userId: number, nickname: string) => {
    signedInAs(userId)
    storageChanged()
    mockApiGet.mockReset()
    mockApiGet.mockResolvedValueOnce({ nickname })
    return render(
      <SessionProvider>
        <QueryProvider>
          <Nickname />
        </QueryProvider>
      </SessionProvider>,
    )
  }
  const originalNavigate = sessionEffects.navigate

  beforeEach(() => {
    localStorage.clear()
    getQueryClient().clear()
    mockApiGet.mockReset()
    sessionEffects.navigate = jest.fn()
  })
  afterAll(() => {
    sessionEffects.navigate = originalNavigate
  })

  it('another account signing in (in another tab) drops the shown data and loads the new account’s', async () => {
    openPageAs(5, '王五')
    expect(await screen.findByText('王五')).toBeInTheDocument()

    let answer: (value: unknown) => void = () => {}
    mockApiGet.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    signedInAs(6)
    storageChanged()
    // Before the new account's answer arrives, the last account's nickname is already gone.
    expect(screen.queryByText('王五')).toBeNull()
    await waitFor(() => expect(mockApiGet).toHaveBeenCalledTimes(2))
    expect(screen.queryByText('王五')).toBeNull()
    answer({ nickname: '李四' })
    expect(await screen.findByText('李四')).toBeInTheDocument()
    expect(mockApiGet).toHaveBeenCalledTimes(2)
  })

  it('signing out drops the data and asks for nothing more', async () => {
    openPageAs(5, '王五')
    expect(await screen.findByText('王五')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '退出' }))
    await waitFor(() => expect(sessionEffects.navigate).toHaveBeenCalledWith('/'))
    expect(screen.queryByText('王五')).toBeNull()
    expect(getQueryClient().getQueryData(apiQuery.FrontUser.GetUserBasicInfo().queryKey)).toBeUndefined()
    expect(mockApiGet).toHaveBeenCalledTimes(1)
  })

  it('a profile change of the same account keeps what is loaded', async () => {
    openPageAs(5, '王五')
    expect(await screen.findByText('王五')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '刷新资料' }))
    expect(screen.getByText('王五')).toBeInTheDocument()
    expect(mockApiGet).toHaveBeenCalledTimes(1)
  })
})
