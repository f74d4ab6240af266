import type { MetadataRoute } from 'next';
import { storefrontOrigin } from '@/features/content/storefront-origin';
import { robotsRules } from '@/features/seo/robots';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(storefrontOrigin());
}
