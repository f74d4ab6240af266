import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import { mediaUrl } from '@/cms/media';
import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { imageRendition } from '@/ui/image-rendition';
import { RenditionImage } from '@/ui/RenditionImage';
import styles from './FooterLegal.module.css';

interface PaymentMark {
  id: string;
  src: string;
  name: string;
}

function markOf(banner: CmsComponentProps['component']): PaymentMark | undefined {
  const media = (banner as { media?: { url?: unknown; altText?: unknown } }).media;
  const src = typeof media?.url === 'string' ? mediaUrl(media.url) : undefined;
  const name = typeof media?.altText === 'string' && media.altText.trim() ? media.altText.trim() : banner.name;
  return src && name ? { id: banner.uid, src, name } : undefined;
}

/**
 * The payment-methods image list of slot BottomFooter (spec 1 §2.2): an `ImageListComponent` whose
 * `banners` are the payment marks of the region. Each mark is named by its alt text.
 */
export async function PaymentMethods({ component, context }: CmsComponentProps) {
  const banners = await loadCmsComponentsInOrder(context, childUids((component as { banners?: unknown }).banners));
  const { t } = getTranslator(context.lang, ['shell']);
  const marks = banners.map(markOf).filter((mark): mark is PaymentMark => mark !== undefined);
  if (marks.length === 0) return null;
  const title = typeof component.title === 'string' && component.title.trim() ? component.title : t('footer.paymentMethods');
  // The marks share one rendition (57 x 36): the page carries it once, and each mark's URL.
  const rendition = imageRendition({ width: 57, height: 36 });
  return (
    <section className={styles.payments} aria-labelledby={`payments-${component.uid}`} data-testid="payment-methods">
      <h2 id={`payments-${component.uid}`} className={styles.paymentsTitle}>
        {title}
      </h2>
      <ul className={styles.marks}>
        {marks.map((mark) => (
          <li key={mark.id} className={styles.mark}>
            <RenditionImage rendition={rendition} src={mark.src} alt={mark.name} />
          </li>
        ))}
      </ul>
    </section>
  );
}
