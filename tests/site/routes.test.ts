import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROUTE_SEGMENTS, contentLabelOf } from '@/site/routes';

describe('content pages and the app’s own routes', () => {
  it('knows every route folder of the app, so no app page is taken for a content page', () => {
    const folders = readdirSync(join(process.cwd(), 'app/[site]/[lang]'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
      .map((entry) => entry.name);
    expect([...APP_ROUTE_SEGMENTS].sort()).toEqual(folders.sort());
  });

  it('labels a content page by its path, and nothing else', () => {
    expect(contentLabelOf(['contact-us'])).toBe('contact-us');
    expect(contentLabelOf(['store-finder', 'find'])).toBe('store-finder/find');
    expect(contentLabelOf([])).toBeUndefined();
    expect(contentLabelOf(['cart'])).toBeUndefined();
    expect(contentLabelOf(['p', '102776'])).toBeUndefined();
  });
});
