import { describe, expect, it } from 'vitest';
import { cmsRenderContext } from '@/cms/context';
import { componentPreviewAttributes, slotPreviewAttributes, smartEditAttributeName, smartEditContract } from '@/cms/preview';

/** ARCHITECTURE §5: preview adds SAP SmartEdit's contract attributes to slots and components. */

const preview = cmsRenderContext({ site: 'us', lang: 'en', cmsTicketId: 'ticket' });
const live = cmsRenderContext({ site: 'us', lang: 'en' });

describe('SmartEdit contract', () => {
  it('names attributes in kebab case under data-', () => {
    expect(smartEditAttributeName('smarteditComponentId')).toBe('data-smartedit-component-id');
    expect(smartEditAttributeName('smarteditCatalogVersionUuid')).toBe('data-smartedit-catalog-version-uuid');
  });

  it('turns properties.smartedit into attributes and its classes into class names', () => {
    expect(
      smartEditContract({
        smarteditComponentId: 'HomepageHeroBanner',
        smarteditComponentUuid: 'uuid-1',
        smarteditComponentType: 'BannerComponent',
        smarteditCatalogVersionUuid: 'brand-usContentCatalog/Staged',
        classes: 'smartEditComponent extra',
      }),
    ).toEqual({
      className: 'smartEditComponent extra',
      attributes: {
        'data-smartedit-component-id': 'HomepageHeroBanner',
        'data-smartedit-component-uuid': 'uuid-1',
        'data-smartedit-component-type': 'BannerComponent',
        'data-smartedit-catalog-version-uuid': 'brand-usContentCatalog/Staged',
      },
    });
  });

  it('ignores keys that are not plain names (no attribute injection)', () => {
    expect(smartEditContract({ 'onclick x': 'alert(1)', smarteditComponentId: 'a' }).attributes).toEqual({
      'data-smartedit-component-id': 'a',
    });
  });

  it('adds nothing outside preview', () => {
    const component = { uid: 'a', typeCode: 'CMSParagraphComponent' };
    expect(componentPreviewAttributes(live, component)).toEqual({ attributes: {} });
    expect(slotPreviewAttributes(live, { position: 'Section1', slotId: 'S1', components: [] })).toEqual({ attributes: {} });
  });

  it('builds the contract from the component itself when OCC sent no properties', () => {
    expect(componentPreviewAttributes(preview, { uid: 'a', uuid: 'u-a', typeCode: 'CMSParagraphComponent' })).toEqual({
      className: 'smartEditComponent',
      attributes: {
        'data-smartedit-component-id': 'a',
        'data-smartedit-component-uuid': 'u-a',
        'data-smartedit-component-type': 'CMSParagraphComponent',
      },
    });
    expect(slotPreviewAttributes(preview, { position: 'Section1', slotId: 'S1', slotUuid: 'u-s1', components: [] }).attributes).toEqual({
      'data-smartedit-component-id': 'S1',
      'data-smartedit-component-uuid': 'u-s1',
      'data-smartedit-component-type': 'ContentSlot',
    });
  });

  it('prefers the properties OCC sent', () => {
    const component = {
      uid: 'a',
      typeCode: 'CMSParagraphComponent',
      properties: { smartedit: { smarteditComponentId: 'a', smarteditCatalogVersionUuid: 'cv', classes: 'smartEditComponent' } },
    };
    expect(componentPreviewAttributes(preview, component).attributes['data-smartedit-catalog-version-uuid']).toBe('cv');
  });
});
