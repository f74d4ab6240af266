'use client';

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import styles from './RotatingMessagesCarousel.module.css';

export interface RotatingMessage {
  id: string;
  /** Sanitized HTML of the message. */
  html: string;
}

interface Labels {
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** With `{current}` and `{total}` placeholders. */
  position: string;
  /** What screen readers call the carousel and its slides, in the page's language. */
  roleDescription: string;
  slideRoleDescription: string;
}

interface RotatingMessagesCarouselProps {
  messages: RotatingMessage[];
  intervalMs: number;
  labels: Labels;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && Boolean(window.matchMedia?.(REDUCED_MOTION).matches);
}

/**
 * The WAI-ARIA carousel pattern for announcements: rotation waits while the pointer is over it, and
 * stops when the visitor pauses it or when keyboard focus enters it (on a message's link or the
 * previous/next buttons), which pauses it as the pause button does: it starts again only when the
 * visitor presses play, which works with focus on that button. It never starts for visitors who
 * prefer reduced motion. While it rotates the live region is off (no announcement every few
 * seconds); once stopped, changes made with the previous/next buttons are announced politely.
 */
export function RotatingMessagesCarousel({ messages, intervalMs, labels }: RotatingMessagesCarouselProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | undefined>(undefined);
  const [hovered, setHovered] = useState(false);
  const rotationControl = useRef<HTMLButtonElement>(null);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const count = messages.length;
  const paused = pausedByVisitor ?? reducedMotion;
  const rotating = count > 1 && !paused && !hovered;

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!rotating) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count]);

  if (count === 0) return null;
  const slideLabel = (n: number) => labels.position.replace('{current}', String(n + 1)).replace('{total}', String(count));

  return (
    <section
      className={`${styles.carousel} rotating-messages`}
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!paused && event.target !== rotationControl.current) setPausedByVisitor(true);
      }}
    >
      {count > 1 ? (
        <div className={styles.controls}>
          <button
            ref={rotationControl}
            type="button"
            className={styles.control}
            onClick={() => setPausedByVisitor(!paused)}
            aria-label={paused ? labels.play : labels.pause}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
          <button type="button" className={styles.control} onClick={() => show(index - 1)} aria-controls={id} aria-label={labels.previous}>
            <span aria-hidden="true">‹</span>
          </button>
        </div>
      ) : null}
      <div id={id} className={styles.slides} aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
        {messages.map((message, n) => (
          <div
            key={message.id}
            className={styles.slide}
            role="group"
            aria-roledescription={labels.slideRoleDescription}
            aria-label={slideLabel(n)}
            hidden={n !== index}
            data-active={n === index ? 'true' : undefined}
            dangerouslySetInnerHTML={{ __html: message.html }}
          />
        ))}
      </div>
      {count > 1 ? (
        <button type="button" className={styles.control} onClick={() => show(index + 1)} aria-controls={id} aria-label={labels.next}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </section>
  );
}
