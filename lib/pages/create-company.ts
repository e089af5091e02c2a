// /createcompany for both variants: exists only while company accounts are on (docs/spec.md §6), noindex.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { TenantSite } from '@/lib/contract/site'
import { privatePageMetadata, siteOr404, type TenantProps } from './tenant-page'
import { pageModel } from './page-model'

export type CreateCompanyProps = TenantProps

export interface CreateCompanyModel {
  site: TenantSite
}

const CREATE_COMPANY_TITLE = '注册企业账号'

/** Loads what both variants show; 404 for an unknown tenant or while company accounts are off. */
export async function loadCreateCompany({ params }: CreateCompanyProps): Promise<CreateCompanyModel> {
  const site = await siteOr404((await params).tenant)
  if (!site.features.companyAccounts) notFound()
  return { site }
}

export async function createCompanyMetadata(props: CreateCompanyProps): Promise<Metadata> {
  await loadCreateCompany(props)
  return privatePageMetadata(CREATE_COMPANY_TITLE)
}

export const createCompanyPage = pageModel(loadCreateCompany, createCompanyMetadata)
