import { createElement, type ReactNode } from 'react';
import { orderedSlots } from './page';
import { componentPreviewAttributes, isPreview, slotPreviewAttributes } from './preview';
import { registryKey, rendererFor } from './registry';
import type { CmsComponentData, CmsPageModel, CmsRegistry, CmsRenderContext, CmsSlotModel } from './types';

/**
 * Rendering of slots and components through a registry (ARCHITECTURE §5). Server Components without
 * hooks, so they compose with async renderers and client islands alike, on pages and in the shell.
 */

interface CmsComponentViewProps {
  component: CmsComponentData;
  registry: CmsRegistry;
  context: CmsRenderContext;
  position?: string;
}

/** One component by its registry entry; an unknown type renders nothing (a warning in development). */
export function CmsComponentView({ component, registry, context, position }: CmsComponentViewProps): ReactNode {
  const renderer = rendererFor(registry, component);
  if (!renderer) return null;
  // Registry entries are module-level components with a stable identity, looked up, not created here.
  const rendered = createElement(renderer, { component, context, registry, position });
  if (!isPreview(context)) return rendered;
  const preview = componentPreviewAttributes(context, component);
  return (
    <div className={preview.className} {...preview.attributes} data-cms-component={registryKey(component)}>
      {rendered}
    </div>
  );
}

interface CmsSlotProps {
  slot: CmsSlotModel | undefined;
  registry: CmsRegistry;
  context: CmsRenderContext;
  className?: string;
  /** The element the slot renders as; `div` unless the slot is a landmark of its own. */
  as?: 'div' | 'section' | 'aside' | 'header' | 'footer';
}

/** A slot's components in CMS order. An empty slot renders nothing, except in preview (editors drop into it). */
export function CmsSlot({ slot, registry, context, className, as: Element = 'div' }: CmsSlotProps): ReactNode {
  if (!slot) return null;
  const preview = isPreview(context);
  if (slot.components.length === 0 && !preview) return null;
  const attributes = slotPreviewAttributes(context, slot);
  const classes = [className, attributes.className].filter(Boolean).join(' ') || undefined;
  return (
    <Element className={classes} data-cms-slot={slot.position} {...attributes.attributes}>
      {slot.components.map((component, index) => (
        <CmsComponentView
          key={`${component.uid}-${index}`}
          component={component}
          registry={registry}
          context={context}
          position={slot.position}
        />
      ))}
    </Element>
  );
}

interface CmsSlotsProps {
  page: CmsPageModel;
  /** Positions to render, in this order; default: the page's body slots in template order. */
  positions?: readonly string[];
  registry: CmsRegistry;
  context: CmsRenderContext;
  slotClassName?: string | ((position: string) => string | undefined);
}

export function CmsSlots({ page, positions, registry, context, slotClassName }: CmsSlotsProps): ReactNode {
  return orderedSlots(page, positions).map((slot) => (
    <CmsSlot
      key={slot.position}
      slot={slot}
      registry={registry}
      context={context}
      className={typeof slotClassName === 'function' ? slotClassName(slot.position) : slotClassName}
    />
  ));
}
