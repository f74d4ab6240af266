import type { Metadata } from 'next';
import { HomePage, homeMetadata } from '@/features/home/HomePage';
import { siteParams, type SiteParams } from '@/features/shell/site-params';

interface PageProps {
  params: SiteParams;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return homeMetadata(await siteParams(params));
}

export default async function Home({ params }: PageProps) {
  return <HomePage {...await siteParams(params)} />;
}
