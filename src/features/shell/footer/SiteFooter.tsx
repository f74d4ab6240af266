import { CmsSlot } from '@/cms/CmsSlot';
import type { CmsPageModel, CmsRenderContext } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { SHELL_REGISTRIES } from '../shell-registry';
import styles from './SiteFooter.module.css';

/**
 * The site footer: slot BottomFooter (spec 1 §2.2) with the newsletter sign-up, the footer
 * navigation, the links navigation, the payment marks and the copyright paragraph, in a dark band.
 * US and EMEA content differ (sandbox content per site). Without content, the copyright line remains.
 */
export function SiteFooter({ page, context, year }: { page: CmsPageModel | undefined; context: CmsRenderContext; year: number }) {
  const slot = page?.slots.BottomFooter;
  const { t } = getTranslator(context.lang, ['common']);
  return (
    <footer className={`${styles.footer} surface-inverse`} data-site-footer>
      <div className={styles.inner}>
        {slot && slot.components.length > 0 ? (
          <CmsSlot slot={slot} registry={SHELL_REGISTRIES.BottomFooter} context={context} className={styles.bottomFooter} />
        ) : (
          <p className={styles.fallbackCopyright}>{t('footer.copyright', { year, brand: t('brand') })}</p>
        )}
      </div>
    </footer>
  );
}
