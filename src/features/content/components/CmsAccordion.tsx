import { CmsComponentView } from '@/cms/CmsSlot';
import { childUids, loadCmsComponentsInOrder } from '@/cms/load';
import type { CmsComponentProps } from '@/cms/types';
import { Accordion, AccordionItem } from '@/ui';
import { componentText, flagOf } from '../cms-values';

/** `AccordionComponent`: a titled, collapsible section whose children are components by uid. */
export async function CmsAccordion({ component, context, registry }: CmsComponentProps) {
  const record = component as Record<string, unknown>;
  const children = await loadCmsComponentsInOrder(context, childUids(record.components));
  if (children.length === 0) return null;
  const title = componentText(component, 'title') || component.name || component.uid;
  return (
    <Accordion headingLevel={2} defaultExpandedKeys={flagOf(record.expanded) ? [component.uid] : []}>
      <AccordionItem id={component.uid} title={title}>
        {children.map((child) => (
          <CmsComponentView key={child.uid} component={child} registry={registry} context={context} />
        ))}
      </AccordionItem>
    </Accordion>
  );
}
