import { render, screen } from '@testing-library/react';
import { I18nProvider, useTranslation } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';

function CartLabel({ count }: { count: number }) {
  const { t } = useTranslation('common');
  return <p>{t('cart', { count })}</p>;
}

function DialogTitle() {
  const { t } = useTranslation('auth');
  return <h2>{t('login.title')}</h2>;
}

describe('I18nProvider', () => {
  it('translates client islands in the page language on first render', () => {
    render(
      <I18nProvider lang="it" resources={pickResources('it', ['common', 'auth'])}>
        <CartLabel count={1} />
        <DialogTitle />
      </I18nProvider>,
    );
    expect(screen.getByText('Carrello, 1 articolo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('keeps separate trees in separate languages', () => {
    render(
      <>
        <I18nProvider lang="de" resources={pickResources('de', ['auth'])}>
          <DialogTitle />
        </I18nProvider>
        <I18nProvider lang="es" resources={pickResources('es', ['auth'])}>
          <DialogTitle />
        </I18nProvider>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
  });

  it('switches language when the page language changes', () => {
    const { rerender } = render(
      <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
        <DialogTitle />
      </I18nProvider>,
    );
    rerender(
      <I18nProvider lang="nl" resources={pickResources('nl', ['auth'])}>
        <DialogTitle />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Inloggen' })).toBeInTheDocument();
  });
});

describe('nested providers', () => {
  function CloseInDialog() {
    const { t } = useTranslation('auth');
    return <button type="button">{`${t('login.title')} / ${t('common:close')}`}</button>;
  }

  it('lets an island read its own namespaces and the ones of the provider around it', () => {
    render(
      <I18nProvider lang="fr" resources={pickResources('fr', ['common'])}>
        <I18nProvider lang="fr" resources={pickResources('fr', ['auth'])}>
          <CloseInDialog />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Se connecter / Fermer' })).toBeInTheDocument();
  });
});
