import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CmsPageModel } from '@/cms/types';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { cmsRenderContext } = await import('@/cms/context');
const { rendererFor } = await import('@/cms/registry');
const { CmsPageBody } = await import('@/features/content/CmsPageBody');
const { storefrontRegistry } = await import('@/features/content/registry');
const { NewsletterComponent } = await import('@/features/newsletter/NewsletterComponent');
const { StoreProvider } = await import('@/features/session/StoreProvider');
const { I18nProvider } = await import('@/i18n/client');
const { pickResources } = await import('@/i18n/resources');

/** Spec 1 §4: newsletter sign-up "from CMS pages": a content page slot renders it as the footer does. */

const sandbox = setupSandboxServer();
const context = cmsRenderContext({ site: 'us', lang: 'en' });

const NEWSLETTER = {
  uid: 'ContactNewsletterComponent',
  typeCode: 'CMSFlexComponent',
  flexType: 'NewsletterComponent',
  title: 'Stay in the loop',
  source: 'contact-us',
};

const contactPage: CmsPageModel = {
  uid: 'contact-us',
  template: 'ContentPage1Template',
  title: 'Contact us',
  slots: { Section2: { position: 'Section2', slotId: 'Section2Slot-contact-us', components: [NEWSLETTER] } },
};

describe('the content pages’ CMS registry', () => {
  it('knows the newsletter component by its flexType', () => {
    expect(rendererFor(storefrontRegistry, NEWSLETTER)).toBe(NewsletterComponent);
  });

  it('renders a newsletter sign-up placed in a content page slot, signing up with the component’s source', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['newsletter', 'messages', 'common'])}>
        <StoreProvider site="us" lang="en">
          <CmsPageBody page={contactPage} context={context} />
        </StoreProvider>
      </I18nProvider>,
    );
    const section = screen.getByRole('region', { name: 'Stay in the loop' });
    expect(section.closest('[data-cms-slot="Section2"]')).not.toBeNull();
    const serverField = screen.getByRole('textbox', { name: 'Email address' });
    await user.click(serverField);
    // The sign-up's island takes over once the field is reached for, keeping focus on it.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email address' })).not.toBe(serverField));
    await user.keyboard('page@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/Thanks for signing up/)).toBeInTheDocument();
    expect(sandbox.store.state.newsletterSubscriptions?.['brand-us:page@example.com']).toMatchObject({ source: 'contact-us' });
  });
});
