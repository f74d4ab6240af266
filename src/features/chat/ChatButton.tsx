'use client';

import Script from 'next/script';
import { Suspense, useEffect, useRef, useState } from 'react';
import { RouteChangeListener } from '@/features/navigation/RouteChangeListener';
import {
  CHAT_BUTTON_POLL_LIMIT_MS,
  CHAT_BUTTON_POLL_MS,
  CHAT_CLASS_RESET_MS,
  CHAT_HELPER_CLASS,
  CHAT_REPOSITION_DELAY_MS,
  SITE_FOOTER_SELECTOR,
} from './chat-constants';
import type { ChatConfig } from './chat-config';
import { chatButtonBottom } from './chat-position';

/** Lifts the chat button above the footer when the footer is on screen, or hands it back to the script. */
function placeChatButton(button: HTMLElement): void {
  const footer = document.querySelector(SITE_FOOTER_SELECTOR);
  const bottom = chatButtonBottom({ viewportHeight: window.innerHeight, footerTop: footer?.getBoundingClientRect().top });
  if (bottom === undefined) {
    button.style.removeProperty('bottom');
    button.classList.remove(CHAT_HELPER_CLASS);
  } else {
    button.style.bottom = `${bottom}px`;
    button.classList.add(CHAT_HELPER_CLASS);
  }
}

/**
 * The chat help button (spec 1 §2.2, spec 3 §9). The chat vendor's script (`CHAT_SCRIPT_URL`) adds
 * the button; once the script has run (it loads when the page is idle, which on a slow phone can be
 * well over 10 s after the page), the button is looked up every 100 ms for at most 10 s, then kept 80 px above the footer,
 * placed again 300 ms after an orientation change, and its helper class is reset 1 s after every
 * navigation (the new page has another length).
 */
export function ChatButton({ scriptUrl, buttonSelector }: ChatConfig) {
  const [button, setButton] = useState<HTMLElement | null>(null);
  const [scriptReady, setScriptReady] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!scriptReady) return undefined;
    const startedAt = Date.now();
    const poll = setInterval(() => {
      const element = document.querySelector<HTMLElement>(buttonSelector);
      if (element) {
        clearInterval(poll);
        setButton(element);
      } else if (Date.now() - startedAt >= CHAT_BUTTON_POLL_LIMIT_MS) {
        clearInterval(poll);
        console.warn(`The chat button (${buttonSelector}) did not appear within ${CHAT_BUTTON_POLL_LIMIT_MS} ms.`);
      }
    }, CHAT_BUTTON_POLL_MS);
    return () => clearInterval(poll);
  }, [buttonSelector, scriptReady]);

  useEffect(() => {
    if (!button) return undefined;
    let frame = 0;
    let orientationTimer: ReturnType<typeof setTimeout> | undefined;
    const place = () => placeChatButton(button);
    const onScrollOrResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    const onOrientationChange = () => {
      // The layout settles after the rotation; measure once it has.
      clearTimeout(orientationTimer);
      orientationTimer = setTimeout(place, CHAT_REPOSITION_DELAY_MS);
    };
    place();
    window.addEventListener('scroll', onScrollOrResize, { passive: true });
    window.addEventListener('resize', onScrollOrResize);
    window.addEventListener('orientationchange', onOrientationChange);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(orientationTimer);
      clearTimeout(resetTimer.current);
      window.removeEventListener('scroll', onScrollOrResize);
      window.removeEventListener('resize', onScrollOrResize);
      window.removeEventListener('orientationchange', onOrientationChange);
    };
  }, [button]);

  function onRouteChange() {
    if (!button) return;
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => {
      button.classList.remove(CHAT_HELPER_CLASS);
      button.style.removeProperty('bottom');
      placeChatButton(button);
    }, CHAT_CLASS_RESET_MS);
  }

  return (
    <>
      {/* `onReady` also runs when the component mounts again after the script was loaded. */}
      <Script src={scriptUrl} strategy="lazyOnload" onReady={() => setScriptReady(true)} />
      <Suspense fallback={null}>
        <RouteChangeListener onRouteChange={onRouteChange} />
      </Suspense>
    </>
  );
}
