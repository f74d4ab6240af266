import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { onTestFinished } from 'vitest';

/**
 * Server Components in component tests. A client render cannot await an async component, so:
 *
 * - `renderOnServer(tree)` renders the whole tree as the server would (React's static prerender
 *   awaits every async component and renders client islands' first pass, without effects) and puts
 *   the HTML in the document for Testing Library; for what a page shows before any interaction.
 * - `resolveAsyncComponents(tree)` awaits the async components reachable through element props
 *   (children, or slots such as a panel's `banner`) and leaves everything else for a client render,
 *   so a panel can be opened and driven. An async component rendered from inside a synchronous one
 *   is out of its reach: use `renderOnServer` for those trees.
 */

export async function renderOnServer(tree: ReactNode): Promise<HTMLElement> {
  const { prelude } = await prerenderToNodeStream(<>{tree}</>);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  onTestFinished(() => container.remove());
  return container;
}

type AsyncComponent = (props: Record<string, unknown>) => Promise<ReactNode>;

function isAsyncComponent(type: unknown): type is AsyncComponent {
  return typeof type === 'function' && type.constructor.name === 'AsyncFunction';
}

export async function resolveAsyncComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map((child: ReactNode) => resolveAsyncComponents(child)));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<Record<string, unknown>>;
  if (isAsyncComponent(element.type)) return resolveAsyncComponents(await element.type(element.props));
  const resolved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.props)) {
    if (name === 'children' || isValidElement(value)) resolved[name] = await resolveAsyncComponents(value as ReactNode);
  }
  return cloneElement(element, resolved);
}
