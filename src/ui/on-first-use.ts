import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A module loaded once, on its first use; a failed load is tried again on the next use. */
export interface FirstUseModule<T> {
  /** The module's export when it is loaded. */
  get(): T | undefined;
  load(): Promise<T>;
}

export function onFirstUse<T>(load: () => Promise<T>): FirstUseModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    get: () => loaded,
    load() {
      loading ??= load().then(
        (value) => (loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The module's export once `wanted` (loading it then), else what is already loaded. A module loaded
 * before the component mounts is there at the first render, so nothing flashes.
 */
export function useOnFirstUse<T>(module: FirstUseModule<T>, wanted: boolean): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(() => module.get());
  useEffect(() => {
    if (!wanted || loaded !== undefined) return undefined;
    let current = true;
    module.load().then(
      (value) => {
        if (current) setLoaded(() => value);
      },
      (error: unknown) => console.error('A part of the page could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [module, wanted, loaded]);
  return loaded;
}

/**
 * Runs once its siblings before it are on screen, in the same commit that put them there (a layout
 * effect): nothing the shopper does can fall between a server-drawn part leaving and the island that
 * replaces it taking over.
 */
export function OnMount({ run }: { run: () => void }): null {
  const first = useRef(run);
  useLayoutEffect(() => first.current(), []);
  return null;
}

