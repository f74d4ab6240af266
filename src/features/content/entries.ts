import type { CmsRegistry } from '@/cms/types';
import { CmsAccordion } from './components/CmsAccordion';
import { ResponsiveBanner, SimpleBanner, TextBanner } from './components/CmsBanners';
import { CmsImageList } from './components/CmsImageList';
import { CmsLink, CmsLinkList } from './components/CmsLinks';
import { CmsParagraph } from './components/CmsParagraph';
import { DeferredProductCarousel, ProductCarousel } from './components/ProductCarousel';
import { RotatingMessages } from './components/RotatingMessages';
import { NotFoundErrorComponent, PageErrorComponent } from './components/ErrorComponents';

/** The content feature's CMS components (ARCHITECTURE §5), by `typeCode`. */
export const contentEntries = {
  SimpleBannerComponent: SimpleBanner,
  SimpleResponsiveBannerComponent: ResponsiveBanner,
  BannerComponent: TextBanner,
  CMSParagraphComponent: CmsParagraph,
  CMSLinkComponent: CmsLink,
  LinkListComponent: CmsLinkList,
  NavigationComponent: CmsLinkList,
  RotatingMessagesComponent: RotatingMessages,
  ProductCarouselComponent: ProductCarousel,
  ImageListComponent: CmsImageList,
  AccordionComponent: CmsAccordion,
  // The error pages' flex component: the not-found page's by default; the error page swaps in its own.
  ErrorComponent: NotFoundErrorComponent,
} satisfies CmsRegistry;

/** The error page's version of the CMS error component (no 404 code). */
export const pageErrorEntries = { ErrorComponent: PageErrorComponent } satisfies CmsRegistry;

/**
 * The not-found page's versions: its content is part of every page's data (what a page shows should
 * it turn out missing), so its carousels load when they come near instead of with every page.
 */
export const notFoundEntries = { ProductCarouselComponent: DeferredProductCarousel } satisfies CmsRegistry;
