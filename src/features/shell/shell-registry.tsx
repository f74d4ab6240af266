import type { CmsComponentProps, CmsRegistry, CmsRenderer } from '@/cms/types';
import { CategoryNavigation } from '@/features/navigation/CategoryNavigation';
import { SiteRotatingMessages } from '@/features/content/components/RotatingMessages';
import { MiniCartComponentPanel } from '@/features/mini-cart';
import { newsletterRegistry } from '@/features/newsletter/NewsletterComponent';
import { Copyright } from './footer/Copyright';
import { FooterLinks } from './footer/FooterLinks';
import { FooterNavigation } from './footer/FooterNavigation';
import { PaymentMethods } from './footer/PaymentMethods';
import { HeaderLinksInBand, HeaderLinksInDrawer } from './header/HeaderLinks';
import { MiniCartEntry } from './header/MiniCartEntry';
import { SearchBox } from './header/SearchBox';
import { SiteLogo } from './header/SiteLogo';
import { SiteStyling } from './header/SiteStyling';

/**
 * What each shell slot renders (spec 1 §2.2, sandbox README "CMS"): one registry per slot, since the
 * same CMS type means something else in another place (a `NavigationComponent` is the header links
 * at the top and the legal links in the footer; a `CMSParagraphComponent` the styling of slot 8 and
 * the copyright line).
 */

const SearchBoxSlot: CmsRenderer = ({ context }: CmsComponentProps) => <SearchBox site={context.site} lang={context.lang} />;

/** Header slot 7: the cart entry with the count, and the mini cart panel beside it (spec 1 §2.4). */
const MiniCartSlot: CmsRenderer = (props: CmsComponentProps) => (
  <MiniCartEntry site={props.context.site} lang={props.context.lang}>
    <MiniCartComponentPanel {...props} />
  </MiniCartEntry>
);

export const SHELL_REGISTRIES = {
  /**
   * The content feature's rotating messages (the same component as in the mini cart, the home page's
   * content and the cart page), named apart as the site's announcements: two regions of one name.
   */
  TopHeader: { RotatingMessagesComponent: SiteRotatingMessages },
  SiteLogo: { SimpleBannerComponent: SiteLogo, BannerComponent: SiteLogo },
  SearchBox: { SearchBoxComponent: SearchBoxSlot },
  HeaderLinks: { NavigationComponent: HeaderLinksInBand },
  /** The same header links, under the top level of the mobile menu. */
  HeaderLinksInMenu: { NavigationComponent: HeaderLinksInDrawer },
  NavigationBar: { CategoryNavigationComponent: CategoryNavigation },
  HeaderSlot7: { MiniCartComponent: MiniCartSlot },
  HeaderSlot8: { CMSParagraphComponent: SiteStyling },
  BottomFooter: {
    ...newsletterRegistry,
    FooterNavigationComponent: FooterNavigation,
    NavigationComponent: FooterLinks,
    ImageListComponent: PaymentMethods,
    CMSParagraphComponent: Copyright,
  },
} satisfies Record<string, CmsRegistry>;
