'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './CarouselScroller.module.css';

/** Share of the visible width one button press scrolls: the next set of cards, with one kept in view. */
const CAROUSEL_SCROLL_SHARE = 0.8;

interface CarouselScrollerProps {
  previousLabel: string;
  nextLabel: string;
  /** `<li>` items. */
  children: ReactNode;
}

/**
 * A horizontally scrolling list with back and forward buttons. The list scrolls natively (touch,
 * trackpad, keyboard through its links); the buttons move it by most of a screen. Smooth scrolling
 * only for visitors who do not prefer reduced motion.
 *
 * At either end a button is marked unavailable with `aria-disabled` rather than `disabled`: a
 * disabled button would drop the keyboard focus to the page the moment its own press reaches the end.
 * A press there needs no guard, as the list cannot scroll past its end (`scrollBy` does nothing).
 * `aria-disabled` is written as "false" rather than left out while available: fewer bytes on the
 * home page, same meaning.
 */
export function CarouselScroller({ previousLabel, nextLabel, children }: CarouselScrollerProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);

  const update = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    setAtStart(list.scrollLeft <= 1);
    setAtEnd(list.scrollLeft + list.clientWidth >= list.scrollWidth - 1);
  }, []);

  useEffect(() => {
    update();
    const list = listRef.current;
    if (!list) return undefined;
    list.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      list.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [update]);

  const scroll = (direction: -1 | 1) => {
    const list = listRef.current;
    if (!list) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    list.scrollBy({ left: direction * list.clientWidth * CAROUSEL_SCROLL_SHARE, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className={styles.scroller}>
      <button
        type="button"
        className={`${styles.button} ${styles.previous}`}
        aria-label={previousLabel}
        aria-controls={listId}
        aria-disabled={atStart}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul id={listId} ref={listRef} className={styles.list}>
        {children}
      </ul>
      <button
        type="button"
        className={`${styles.button} ${styles.next}`}
        aria-label={nextLabel}
        aria-controls={listId}
        aria-disabled={atEnd}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
