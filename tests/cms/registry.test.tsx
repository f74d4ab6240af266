import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsSlot, CmsSlots } from '@/cms/CmsSlot';
import { cmsRenderContext } from '@/cms/context';
import { composeRegistry, registryKey } from '@/cms/registry';
import type { CmsComponentProps, CmsPageModel, CmsRegistry, CmsSlotModel } from '@/cms/types';

/** ARCHITECTURE §5: typeCode (or flexType for CMSFlexComponent) -> renderer; unknown types render nothing. */

const Paragraph = ({ component }: CmsComponentProps) => <p>paragraph {component.uid}</p>;
const ContactForm = ({ component }: CmsComponentProps) => <form aria-label={`contact ${component.uid}`} />;
const registry: CmsRegistry = { CMSParagraphComponent: Paragraph, ContactUsFormComponent: ContactForm };
const context = cmsRenderContext({ site: 'us', lang: 'en' });

function slotOf(components: CmsSlotModel['components'], position = 'Section1'): CmsSlotModel {
  return { position, slotId: `${position}Slot`, components };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('registry dispatch', () => {
  it('renders a component by its typeCode', () => {
    render(<CmsSlot slot={slotOf([{ uid: 'intro', typeCode: 'CMSParagraphComponent' }])} registry={registry} context={context} />);
    expect(screen.getByText('paragraph intro')).toBeInTheDocument();
  });

  it('renders a CMSFlexComponent by its flexType', () => {
    expect(registryKey({ typeCode: 'CMSFlexComponent', flexType: 'ContactUsFormComponent' })).toBe('ContactUsFormComponent');
    render(
      <CmsSlot
        slot={slotOf([{ uid: 'form', typeCode: 'CMSFlexComponent', flexType: 'ContactUsFormComponent' }])}
        registry={registry}
        context={context}
      />,
    );
    expect(screen.getByRole('form', { name: 'contact form' })).toBeInTheDocument();
  });

  it('skips an unknown type and warns about it in development', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <CmsSlot
        slot={slotOf([
          { uid: 'mystery', typeCode: 'HoverboardComponent' },
          { uid: 'after', typeCode: 'CMSParagraphComponent' },
        ])}
        registry={registry}
        context={context}
      />,
    );
    expect(screen.getByText('paragraph after')).toBeInTheDocument();
    expect(screen.queryByText(/mystery/)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HoverboardComponent'));
  });

  it('skips an unknown type silently in production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<CmsSlot slot={slotOf([{ uid: 'mystery', typeCode: 'HoverboardComponent' }])} registry={registry} context={context} />);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not treat inherited object keys as renderers', () => {
    const { container } = render(
      <CmsSlot slot={slotOf([{ uid: 'x', typeCode: 'constructor' }, { uid: 'y', typeCode: 'toString' }])} registry={registry} context={context} />,
    );
    expect(container.textContent).toBe('');
  });

  it('lets a later registry override an entry', () => {
    const Other = () => <p>override</p>;
    const composed = composeRegistry(registry, { CMSParagraphComponent: Other });
    render(<CmsSlot slot={slotOf([{ uid: 'intro', typeCode: 'CMSParagraphComponent' }])} registry={composed} context={context} />);
    expect(screen.getByText('override')).toBeInTheDocument();
  });

  it('renders nothing for an empty slot outside preview', () => {
    const { container } = render(<CmsSlot slot={slotOf([])} registry={registry} context={context} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('CmsSlots', () => {
  const page: CmsPageModel = {
    uid: 'homepage',
    template: 'LandingPage2Template',
    title: 'Home',
    slots: {
      Section3: slotOf([{ uid: 'three', typeCode: 'CMSParagraphComponent' }], 'Section3'),
      HeaderSlot8: slotOf([{ uid: 'styling', typeCode: 'CMSParagraphComponent' }], 'HeaderSlot8'),
      Section1: slotOf([{ uid: 'one', typeCode: 'CMSParagraphComponent' }], 'Section1'),
    },
  };

  it('renders the body slots in template order, without the shell slots', () => {
    render(<CmsSlots page={page} registry={registry} context={context} />);
    expect(screen.getAllByText(/^paragraph/).map((node) => node.textContent)).toEqual(['paragraph one', 'paragraph three']);
  });

  it('renders the positions asked for', () => {
    render(<CmsSlots page={page} positions={['HeaderSlot8']} registry={registry} context={context} />);
    expect(screen.getAllByText(/^paragraph/).map((node) => node.textContent)).toEqual(['paragraph styling']);
  });
});

describe('preview mode', () => {
  const preview = cmsRenderContext({ site: 'us', lang: 'en', cmsTicketId: 'ticket-1' });

  it('wraps slots and components with the SmartEdit contract', () => {
    const { container } = render(
      <CmsSlot
        slot={{ ...slotOf([{ uid: 'intro', uuid: 'u-intro', typeCode: 'CMSParagraphComponent' }]), slotUuid: 'u-slot' }}
        registry={registry}
        context={preview}
      />,
    );
    const slot = container.querySelector('[data-smartedit-component-type="ContentSlot"]');
    expect(slot).toHaveClass('smartEditComponent');
    expect(slot).toHaveAttribute('data-smartedit-component-uuid', 'u-slot');
    const component = container.querySelector('[data-smartedit-component-id="intro"]');
    expect(component).toHaveAttribute('data-smartedit-component-type', 'CMSParagraphComponent');
    expect(component).toHaveAttribute('data-smartedit-component-uuid', 'u-intro');
    expect(component).toHaveTextContent('paragraph intro');
  });

  it('keeps an empty slot in preview so editors can drop components into it', () => {
    const { container } = render(<CmsSlot slot={slotOf([])} registry={registry} context={preview} />);
    expect(container.querySelector('[data-smartedit-component-id="Section1Slot"]')).not.toBeNull();
  });

  it('adds no contract attributes outside preview', () => {
    const { container } = render(<CmsSlot slot={slotOf([{ uid: 'intro', typeCode: 'CMSParagraphComponent' }])} registry={registry} context={context} />);
    expect(container.querySelector('[data-smartedit-component-id]')).toBeNull();
  });
});
