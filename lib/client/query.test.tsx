import { render, screen } from '@testing-library/react'
import { QueryClient, useQueryClient } from '@tanstack/react-query'
import { getQueryClient, QueryProvider } from './query'

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
