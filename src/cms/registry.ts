import type { CmsComponentData, CmsRegistry, CmsRenderer } from './types';

/**
 * Registry dispatch (ARCHITECTURE §5): a component is rendered by the entry for its `typeCode`, or
 * for its `flexType` when it is a `CMSFlexComponent` (the CMS's generic "feature component" type).
 */

export const FLEX_COMPONENT_TYPE = 'CMSFlexComponent';

/** The registry key of a component: `flexType` for flex components that name one, else `typeCode`. */
export function registryKey(component: Pick<CmsComponentData, 'typeCode' | 'flexType'>): string {
  return component.typeCode === FLEX_COMPONENT_TYPE && component.flexType ? component.flexType : component.typeCode;
}

/**
 * The renderer of a component, or `undefined`: an unknown type renders nothing, and in development
 * a warning names it so a missing registration is noticed (never in production logs).
 */
export function rendererFor(registry: CmsRegistry, component: CmsComponentData): CmsRenderer | undefined {
  const key = registryKey(component);
  const renderer = Object.hasOwn(registry, key) ? registry[key] : undefined;
  if (!renderer && process.env.NODE_ENV === 'development') {
    console.warn(`CMS component "${component.uid}" of type "${key}" has no renderer in the registry; it is skipped.`);
  }
  return renderer;
}

/** Composes feature registries; a later entry for the same key wins. */
export function composeRegistry(...registries: CmsRegistry[]): CmsRegistry {
  return Object.freeze(Object.assign({}, ...registries) as Record<string, CmsRenderer>);
}
