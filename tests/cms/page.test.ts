import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cmsPageSchema } from '@/commerce/schemas';
import { normalizeCmsPage, orderSlotPositions, orderedSlots } from '@/cms/page';

/** ARCHITECTURE §5: "Slots render in template order." */

const sample = cmsPageSchema.parse(
  JSON.parse(readFileSync('/work/shared/occ-contract/samples/cms-page-homepage.electronics-2018.json', 'utf8')),
);

describe('slot order', () => {
  it('puts the positions of a known template in the template order, whatever order OCC sent', () => {
    expect(orderSlotPositions('LandingPage2Template', ['Section4', 'Section1', 'Section2C', 'Section2A', 'Section3', 'Section2B', 'Section5'])).toEqual([
      'Section1', 'Section2A', 'Section2B', 'Section2C', 'Section3', 'Section4', 'Section5',
    ]);
  });

  it('renders unknown positions after the known ones, in the order OCC sent them', () => {
    expect(orderSlotPositions('ContentPage1Template', ['EditorsPick', 'Section2', 'Banner9', 'Section1'])).toEqual([
      'Section1', 'Section2', 'EditorsPick', 'Banner9',
    ]);
  });

  it('keeps OCC order for a template it does not know', () => {
    expect(orderSlotPositions('BrandNewTemplate', ['B', 'A', 'C'])).toEqual(['B', 'A', 'C']);
  });

  it('never puts the shell slots (header, footer) into a page body', () => {
    expect(orderSlotPositions('LandingPage2Template', ['TopHeader', 'Section1', 'HeaderSlot8', 'BottomFooter'])).toEqual(['Section1']);
  });

  it('orders the real OCC homepage sample', () => {
    const page = normalizeCmsPage(sample);
    expect(orderedSlots(page).map((slot) => slot.position)).toEqual([
      'Section1', 'Section2A', 'Section2B', 'Section2C', 'Section3', 'Section4', 'Section5',
    ]);
  });

  it('renders exactly the positions asked for, in that order, skipping missing ones', () => {
    const page = normalizeCmsPage(sample);
    expect(orderedSlots(page, ['SiteLogo', 'Nope', 'Section1']).map((slot) => slot.position)).toEqual(['SiteLogo', 'Section1']);
  });
});

describe('normalizeCmsPage', () => {
  it('keeps uid, template, title and the slots by position with their components', () => {
    const page = normalizeCmsPage(sample);
    expect(page).toMatchObject({ uid: 'homepage', template: 'LandingPage2Template', title: 'Homepage', typeCode: 'ContentPage' });
    expect(page.slots.Section1?.slotId).toBe('Section1Slot-Homepage');
    expect(page.slots.Section2A?.components[0]?.typeCode).toBe('SimpleResponsiveBannerComponent');
  });

  it('reads robots, description, label and the SmartEdit properties', () => {
    const page = normalizeCmsPage(
      cmsPageSchema.parse({
        uid: 'faq',
        template: 'ContentPage1Template',
        title: 'FAQ',
        label: '/faq',
        robotTag: 'NOINDEX_FOLLOW',
        description: 'Answers',
        properties: { smartedit: { classes: 'smartedit-page-uid-faq' } },
        contentSlots: {
          contentSlot: [
            {
              slotId: 'S1',
              slotUuid: 'uuid-s1',
              position: 'Section1',
              properties: { smartedit: { smarteditComponentId: 'S1', smarteditComponentType: 'ContentSlot' } },
              components: { component: [{ uid: 'p', typeCode: 'CMSParagraphComponent' }] },
            },
          ],
        },
      }),
    );
    expect(page).toMatchObject({ label: '/faq', robots: 'NOINDEX_FOLLOW', description: 'Answers', smartEdit: { classes: 'smartedit-page-uid-faq' } });
    expect(page.slots.Section1).toMatchObject({ slotUuid: 'uuid-s1', smartEdit: { smarteditComponentId: 'S1' } });
  });
});
