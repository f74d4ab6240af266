import { render, screen } from '@testing-library/react';
import type { Language } from '@/i18n/config';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { initialSelection, variantModel, type VariantModel } from '@/features/product/variant-selection';
import { VariantPicker } from '@/features/product/VariantPicker';
import { swatchRendition } from '@/features/product/product-images';
import { sandboxProduct } from './sandbox-product';

/** The picker's group names (spec 3 §2 variant selection): the backend's qualifier names, else its own. */

function renderPicker(model: VariantModel, lang: Language = 'en') {
  render(
    // Only the product namespace, as on the product page's islands: the picker needs nothing else.
    <I18nProvider lang={lang} resources={pickResources(lang, ['product'])}>
      <VariantPicker
        model={model}
        selection={initialSelection(model, { code: '103828' })}
        onChoose={() => undefined}
        errorFor={null}
        groupRef={() => undefined}
        swatchRendition={swatchRendition()}
      />
    </I18nProvider>,
  );
}

async function modelWithoutNames(code: string): Promise<VariantModel> {
  const model = variantModel(await sandboxProduct(code));
  return { ...model, labels: {} };
}

describe('variant group names', { timeout: 30_000 }, () => {
  it('uses the names the backend gives its qualifiers', async () => {
    const model = variantModel(await sandboxProduct('103828'));
    expect(model.labels).toMatchObject({ colour: 'Color', size: 'Size', fit: 'Fit' });
    renderPicker(model);
    expect(screen.getByRole('group', { name: /^Color/ })).toBeInTheDocument();
  });

  it('names colour, fit and size itself when the backend sends no qualifier names', async () => {
    const model = await modelWithoutNames('103828');
    expect(model.fits.length).toBeGreaterThan(1);
    renderPicker(model);
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend span')?.textContent);
    expect(legends).toEqual(['Color', 'Fit', 'Size']);
  });

  it('names the groups in the page language, spelt for the site', async () => {
    const model = await modelWithoutNames('103828');
    renderPicker(model, 'de');
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend span')?.textContent)).toEqual(['Farbe', 'Passform', 'Größe']);
  });

  it('spells colour the British way on the UK site', async () => {
    renderPicker(await modelWithoutNames('103828'), 'en-gb');
    expect(screen.getByRole('group', { name: /^Colour/ })).toBeInTheDocument();
  });

  it('asks for a missing choice by the fallback name', async () => {
    const model = await modelWithoutNames('103828');
    render(
      <I18nProvider lang="fr" resources={pickResources('fr', ['product'])}>
        <VariantPicker
          model={model}
          selection={initialSelection(model, { code: '103828' })}
          onChoose={() => undefined}
          errorFor="size"
          groupRef={() => undefined}
            swatchRendition={swatchRendition()}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Veuillez faire un choix : Taille');
  });
});
