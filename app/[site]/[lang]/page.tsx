import type { Metadata } from 'next';
import { HomePage, homeMetadata } from '@/features/home/HomePage';
import type { Language } from '@/site';

interface PageProps {
  params: Promise<{ site: string; lang: string }>;
}

// The segment layout has already refused invalid (site, language) pairs.
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { lang } = await params;
  return homeMetadata(lang as Language);
}

export default async function Home({ params }: PageProps) {
  const { lang } = await params;
  return <HomePage lang={lang as Language} />;
}
