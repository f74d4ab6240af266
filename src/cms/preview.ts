import type { CmsComponentData, CmsRenderContext, CmsSlotModel, SmartEditProperties } from './types';

/**
 * SAP SmartEdit's contract (ARCHITECTURE §5): in preview, every slot and component carries its
 * `properties.smartedit` as `data-smartedit-*` attributes (camelCase keys in kebab case, e.g.
 * `smarteditComponentId` -> `data-smartedit-component-id`) and its `classes` as CSS classes, so the
 * editor's injector can find, outline and re-render them. Outside preview nothing is added.
 */

const SMARTEDIT_COMPONENT_CLASS = 'smartEditComponent';
const SLOT_TYPE = 'ContentSlot';

export interface PreviewAttributes {
  className?: string;
  attributes: Record<string, string>;
}

const NO_ATTRIBUTES: PreviewAttributes = { attributes: {} };

export function isPreview(context: Pick<CmsRenderContext, 'preview'>): boolean {
  return Boolean(context.preview?.cmsTicketId);
}

/** `smarteditComponentId` -> `data-smartedit-component-id`. */
export function smartEditAttributeName(key: string): string {
  return `data-${key.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase()}`;
}

/** The attributes and classes of one element from its SmartEdit properties. */
export function smartEditContract(properties: SmartEditProperties | undefined): PreviewAttributes {
  if (!properties) return NO_ATTRIBUTES;
  const attributes: Record<string, string> = {};
  const classes: string[] = [];
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value !== 'string') continue;
    if (key === 'classes') classes.push(...value.split(/\s+/).filter(Boolean));
    else if (/^[A-Za-z][A-Za-z0-9]*$/.test(key)) attributes[smartEditAttributeName(key)] = value;
  }
  return { className: classes.length > 0 ? classes.join(' ') : undefined, attributes };
}

/** SmartEdit properties OCC sent with the component, else the contract built from its own fields. */
function componentSmartEdit(component: CmsComponentData): SmartEditProperties {
  const sent = smartEditPropertiesOf(component);
  if (sent) return sent;
  const uuid = typeof component.uuid === 'string' ? component.uuid : undefined;
  return {
    smarteditComponentId: component.uid,
    ...(uuid ? { smarteditComponentUuid: uuid } : {}),
    smarteditComponentType: component.typeCode,
    classes: SMARTEDIT_COMPONENT_CLASS,
  };
}

function slotSmartEdit(slot: CmsSlotModel): SmartEditProperties {
  return (
    slot.smartEdit ?? {
      smarteditComponentId: slot.slotId,
      ...(slot.slotUuid ? { smarteditComponentUuid: slot.slotUuid } : {}),
      smarteditComponentType: SLOT_TYPE,
      classes: SMARTEDIT_COMPONENT_CLASS,
    }
  );
}

/** The preview attributes of a component, or none outside preview. */
export function componentPreviewAttributes(context: CmsRenderContext, component: CmsComponentData): PreviewAttributes {
  return isPreview(context) ? smartEditContract(componentSmartEdit(component)) : NO_ATTRIBUTES;
}

export function slotPreviewAttributes(context: CmsRenderContext, slot: CmsSlotModel): PreviewAttributes {
  return isPreview(context) ? smartEditContract(slotSmartEdit(slot)) : NO_ATTRIBUTES;
}

/** `properties.smartedit` of a raw OCC page, slot or component, when present and well-formed. */
export function smartEditPropertiesOf(item: Record<string, unknown>): SmartEditProperties | undefined {
  const properties = item.properties;
  if (!properties || typeof properties !== 'object') return undefined;
  const smartEdit = (properties as Record<string, unknown>).smartedit;
  if (!smartEdit || typeof smartEdit !== 'object') return undefined;
  const entries = Object.entries(smartEdit as Record<string, unknown>).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
