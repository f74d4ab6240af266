/**
 * One value per page store context (the object `StoreProvider` holds for a site, language and
 * country), made on first use: what islands mounted at different times share (the query client,
 * loaded listings, values read in the browser), and what another store context starts afresh.
 */
export function perStore<T>(create: () => T): (store: object) => T {
  const values = new WeakMap<object, T>();
  return (store) => {
    let value = values.get(store);
    if (value === undefined) {
      value = create();
      values.set(store, value);
    }
    return value;
  };
}
