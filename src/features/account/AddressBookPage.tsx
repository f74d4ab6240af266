'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SESSION_USER } from '@/commerce/browser';
import type { Address } from '@/commerce/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { unreachableActionFailure, type FormActionFailure, type FormActionResult } from '@/features/auth/action-result';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button } from '@/ui';
import { AddressForm } from './addresses/AddressForm';
import { makeDefaultAddressAction } from './actions';
import { AddressLines } from './orders/OrderDetails';
import { ADDRESS_NOT_FOUND, isUnknownToCustomer } from './not-found';
import { accountQueries } from './queries';
import { useFocusAfterRender, type FocusTarget } from '@/ui/use-focus-after-render';
import { useSignedInAs } from './signed-in-as';
import { useAccountErrorHandler, useSessionExpired } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | undefined;

/** An address's card in the list, found after a render (focus goes there once its own button is gone). */
function cardOf(list: HTMLElement | null, addressId: string | undefined): HTMLElement | undefined {
  return Array.from(list?.querySelectorAll<HTMLElement>('[data-address-id]') ?? []).find((card) => card.dataset.addressId === addressId);
}

function editButtonOf(list: HTMLElement | null, addressId: string | undefined): HTMLElement | null | undefined {
  return cardOf(list, addressId)?.querySelector<HTMLElement>('[data-action="edit"]');
}

/** `account/address`: the address book — list, add, edit, delete, set the default (spec 3 §3). */
export function AddressBookPage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const queryClient = useQueryClient();
  const onError = useAccountErrorHandler();
  const sessionExpired = useSessionExpired();
  const { site, language } = useStore();
  const signedInAs = useSignedInAs();
  const addresses = useQuery(accountQueries.addresses(occ));
  const [editing, setEditing] = useState<Editing>();
  const focusAfterRender = useFocusAfterRender();
  const addButton = useRef<HTMLButtonElement>(null);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** The button that opened the form, where focus returns when it closes. */
  const returnFocusTo = useRef<FocusTarget>(() => addButton.current);
  useEffect(() => {
    if (addresses.error) onError(addresses.error);
  }, [addresses.error, onError]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: accountQueries.addresses(occ).queryKey });
  // An address that is not the customer's (deleted in another tab): say so and show the list as it is.
  const addressGone = () => {
    addGlobalMessage({ type: 'error', text: t('address.notFound') });
    void refresh();
  };
  const onDeleteError = (error: unknown) => (isUnknownToCustomer(error) ? addressGone() : onError(error));
  const remove = useMutation({
    mutationFn: (id: string) => occ.deleteAddress(SESSION_USER, id),
    onSuccess: async () => {
      await refresh();
      // The deleted card took its focused button with it.
      focusAfterRender(() => pageTitle.current);
      addGlobalMessage({ type: 'confirmation', text: t('address.deleted') });
    },
    onError: onDeleteError,
  });
  // The flag is set by a Server Action: the browser's path to OCC does not create or change
  // addresses (it only deletes them). The action answers every failure (an unreachable one too), so
  // the mutation itself never fails.
  const makeDefault = useMutation({
    mutationFn: (address: Address): Promise<FormActionResult> =>
      makeDefaultAddressAction({ values: { addressId: address.id ?? '' }, location: { site, lang: language }, signedInAs }).catch(
        unreachableActionFailure,
      ),
    onSuccess: async (result, address) => {
      if (!result.ok) return defaultNotSet(result);
      await refresh();
      // "Make default" is gone from the new default's card (and its buttons wait while this runs).
      focusAfterRender(() => cardOf(list.current, address.id));
      addGlobalMessage({ type: 'confirmation', text: t('address.defaultSet') });
    },
  });

  function defaultNotSet(failure: FormActionFailure) {
    if (failure.sessionExpired) return sessionExpired();
    if (failure.formError === ADDRESS_NOT_FOUND) return addressGone();
    if (failure.messageKey) addGlobalMessage({ type: 'error', key: failure.messageKey });
  }

  /** Opens the form in place of the trigger: focus moves to the form's heading, and back on close. */
  function openForm(next: Exclude<Editing, undefined>, trigger: FocusTarget) {
    setEditing(next);
    returnFocusTo.current = trigger;
    focusAfterRender(() => formTitle.current);
  }

  function closeForm() {
    setEditing(undefined);
    focusAfterRender(returnFocusTo.current);
  }

  async function saved() {
    const wasEditing = editing?.mode === 'edit';
    closeForm();
    await refresh();
    addGlobalMessage({ type: 'confirmation', text: t(wasEditing ? 'address.updated' : 'address.added') });
  }

  if (!addresses.data) return <WhileLoading queries={[addresses]} />;
  return (
    <>
      <div className={styles.toolbar}>
        <h1 ref={pageTitle} tabIndex={-1} className={styles.pageTitle}>
          {t('address.title')}
        </h1>
        {!editing && (
          <Button ref={addButton} variant="primary" onPress={() => openForm({ mode: 'add' }, () => addButton.current)}>
            {t('address.add')}
          </Button>
        )}
      </div>
      {editing && (
        <section className={styles.formPanel} aria-labelledby="address-form-title">
          <h2 ref={formTitle} id="address-form-title" tabIndex={-1} className={styles.sectionTitle}>
            {t(editing.mode === 'add' ? 'address.addTitle' : 'address.editTitle')}
          </h2>
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            address={editing.mode === 'edit' ? editing.address : undefined}
            onDone={saved}
            onCancel={closeForm}
          />
        </section>
      )}
      {addresses.data.length === 0 ? (
        <p className={styles.intro}>{t('address.empty')}</p>
      ) : (
        <ul ref={list} className={styles.cards} aria-label={t('address.listLabel')}>
          {addresses.data.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={(remove.isPending && remove.variables === address.id) || (makeDefault.isPending && makeDefault.variables?.id === address.id)}
              onEdit={() => openForm({ mode: 'edit', address }, () => editButtonOf(list.current, address.id))}
              onMakeDefault={() => makeDefault.mutate(address)}
              onDelete={() => address.id && remove.mutate(address.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

interface AddressCardProps {
  address: Address;
  /** A change to this address is on its way: its buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One address of the book: its lines, "Default" or the button to make it so, edit and delete. */
function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: AddressCardProps) {
  const { t } = useTranslation('account');
  // Each button says whose address it acts on, for a screen reader's list of buttons.
  const name = [address.firstName, address.lastName, address.line1].filter(Boolean).join(', ');
  return (
    <li data-address-id={address.id} tabIndex={-1} className={styles.card} aria-label={name}>
      <div className={styles.cardHeader}>
        <strong>{[address.firstName, address.lastName].filter(Boolean).join(' ')}</strong>
        {address.defaultAddress && <span className={styles.tag}>{t('address.default')}</span>}
      </div>
      <AddressLines address={{ ...address, firstName: undefined, lastName: undefined }} />
      <div className={styles.actions}>
        <Button data-action="edit" variant="secondary" size="sm" onPress={onEdit} isDisabled={busy}>
          {t('address.edit')}
          <span className="visually-hidden"> {name}</span>
        </Button>
        {!address.defaultAddress && (
          <Button variant="ghost" size="sm" onPress={onMakeDefault} isDisabled={busy}>
            {t('address.setDefault')}
            <span className="visually-hidden"> {name}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" onPress={onDelete} isDisabled={busy}>
          {t('address.delete')}
          <span className="visually-hidden"> {name}</span>
        </Button>
      </div>
    </li>
  );
}
