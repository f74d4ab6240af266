import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * react-aria-components may only run in the browser bundle, so a module importing it must be a
 * client component; so are Button, Accordion and IntentPrefetchLink, native elements with their own
 * event handlers, and IslandOnFirstUse, which listens to a server-drawn part until its island is here.
 * RenditionImage is one too, for the page's data: drawn by a Server Component it sends a shared
 * rendition and a URL instead of each picture's whole srcset. LinkPendingSign reads the status of the
 * link it is in, which only the browser knows.
 * Every other primitive stays server-renderable (ARCHITECTURE §2: 'use client' only where a person
 * interacts), which also lets server pages pass next/link to ButtonLink.
 */
const HANDLES_EVENTS = ['Button.tsx', 'Accordion.tsx', 'IntentPrefetchLink.tsx', 'IslandOnFirstUse.tsx'];
const COMPACT_IN_PAGE_DATA = ['RenditionImage.tsx'];
const READS_BROWSER_STATE = ['LinkPendingSign.tsx'];
const uiDir = fileURLToPath(new URL('../../src/ui/', import.meta.url));
const modules = readdirSync(uiDir, { encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => {
    const source = readFileSync(join(uiDir, file), 'utf8');
    return [file, /^'use client';/.test(source), /from 'react-aria-components'/.test(source)] as const;
  });

describe("'use client' in src/ui", () => {
  it.each(modules)('%s is a client module exactly when it uses react-aria, handles events, keeps page data small or reads browser state', (file, isClient, usesReactAria) => {
    expect(isClient).toBe(usesReactAria || [...HANDLES_EVENTS, ...COMPACT_IN_PAGE_DATA, ...READS_BROWSER_STATE].includes(file));
  });

  it('keeps the server-renderable primitives free of client modules', () => {
    const serverSafe = ['Price.tsx', 'Spinner.tsx', 'Skeleton.tsx', 'ButtonLink.tsx', 'FormField.tsx'];
    for (const [file, isClient] of modules) if (serverSafe.includes(file)) expect(isClient, file).toBe(false);
  });
});
