'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui';
import { clampPan, MAX_ZOOM, nextZoom, ZOOM_LEVELS, type Pan } from './viewer-zoom';
import type { GalleryViewerProps } from './gallery-types';
import styles from './GalleryViewer.module.css';

/** How far one arrow key press pans, in CSS pixels. */
const PAN_STEP_PX = 48;

/**
 * The interactive image viewer (spec 3 §2): zoom in and out with its buttons or `+`/`-` (`0`
 * resets), pan by dragging or with the arrow keys while zoomed; the arrows change the image when not
 * zoomed. It stays invisible until its first image has loaded ("initialised"), and the zoom level is
 * announced in a polite live region. A failure to load is reported to the gallery, which logs it as
 * a warning and keeps its static images.
 *
 * A video of the media set plays here (muted, inline, with the browser's controls; its still is the
 * poster, its source the image server's content URL, see `videoUrl`). Zoom does not apply to it, and
 * keys pressed on the video itself are left to its controls.
 */
export default function GalleryViewer({ images, index, onIndexChange, visible, onReady, onFailure, productName }: GalleryViewerProps) {
  const { t } = useTranslation('product');
  const zoomAnnouncement = (level: number) => t('viewer.zoomLevel', { percent: Math.round(level * 100) });
  const [zoom, setZoom] = useState<number>(ZOOM_LEVELS[0]);
  const [pan, setPan] = useState<Pan>({ x: 0, y: 0 });
  const [announcement, setAnnouncement] = useState('');
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startY: number; from: Pan } | null>(null);
  const started = useRef(false);
  const image = images[index] ?? images[0];
  const video = image?.kind === 'video' ? image.video : undefined;

  // Another picture (a thumbnail, the arrows, a new set) starts unzoomed and centred, whichever way
  // it was chosen. Which picture it is, and a reset of the zoom, are announced like any zoom change
  // (spec 3 §2): a screen reader need not read the focused viewer's new name.
  const picture = `${index}:${image?.large ?? ''}`;
  const [shownPicture, setShownPicture] = useState(picture);
  if (picture !== shownPicture) {
    setShownPicture(picture);
    const which = t('viewer.pictureOf', { number: index + 1, count: images.length });
    if (zoom !== ZOOM_LEVELS[0]) setZoom(ZOOM_LEVELS[0]);
    setAnnouncement(zoom !== ZOOM_LEVELS[0] ? `${which}. ${zoomAnnouncement(ZOOM_LEVELS[0])}` : which);
    setPan({ x: 0, y: 0 });
  }

  // Focus moves into the viewer once it is shown, so the keyboard controls work at once.
  useEffect(() => {
    if (visible) frame.current?.focus({ preventScroll: true });
  }, [visible]);

  if (!image) return null;

  const bounds = () => {
    const element = frame.current;
    return { width: element?.clientWidth ?? 0, height: element?.clientHeight ?? 0 };
  };

  const zoomTo = (level: number) => {
    setZoom(level);
    setPan((current) => clampPan(current, level, bounds()));
    setAnnouncement(zoomAnnouncement(level));
  };

  // The zoom and pan reset above, as the picture changes.
  const show = (at: number) => {
    const count = images.length;
    onIndexChange((at + count) % count);
  };

  const markReady = () => {
    if (started.current) return;
    started.current = true;
    onReady();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Space, arrows and the rest belong to the video's own controls while it has focus.
    if (video && event.target !== event.currentTarget) return;
    if (video && ['+', '=', '-', '_', '0'].includes(event.key)) return;
    const zoomed = zoom > ZOOM_LEVELS[0];
    const move = (dx: number, dy: number) => setPan((current) => clampPan({ x: current.x + dx, y: current.y + dy }, zoom, bounds()));
    switch (event.key) {
      case '+':
      case '=':
        zoomTo(nextZoom(zoom, 1));
        break;
      case '-':
      case '_':
        zoomTo(nextZoom(zoom, -1));
        break;
      case '0':
        zoomTo(ZOOM_LEVELS[0]);
        break;
      case 'ArrowLeft':
        if (zoomed) move(PAN_STEP_PX, 0);
        else show(index - 1);
        break;
      case 'ArrowRight':
        if (zoomed) move(-PAN_STEP_PX, 0);
        else show(index + 1);
        break;
      case 'ArrowUp':
        if (!zoomed) return;
        move(0, PAN_STEP_PX);
        break;
      case 'ArrowDown':
        if (!zoomed) return;
        move(0, -PAN_STEP_PX);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (zoom <= ZOOM_LEVELS[0]) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, from: pan };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    setPan(clampPan({ x: current.from.x + event.clientX - current.startX, y: current.from.y + event.clientY - current.startY }, zoom, bounds()));
  };
  const endDrag = () => {
    drag.current = null;
  };

  // Marked unavailable rather than `disabled` at either end: a disabled button drops the keyboard
  // focus to the page the moment its own press reaches the limit; this one keeps it and does nothing.
  const atMinZoom = zoom <= ZOOM_LEVELS[0];
  const atMaxZoom = zoom >= MAX_ZOOM;

  return (
    <div className={cx(styles.viewer, !visible && styles.initialising)} aria-hidden={!visible || undefined} data-testid="gallery-viewer">
      {/* An application widget with its own keys (zoom, pan, next picture); jsx-a11y does not count the
          application role as interactive, so its two rules are lifted for this one element. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        ref={frame}
        className={styles.frame}
        role="application"
        aria-roledescription={t('viewer.roleDescription')}
        aria-label={t('viewer.label', { name: image.alt })}
        aria-describedby="gallery-viewer-help"
        tabIndex={visible ? 0 : -1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        data-zoomed={zoom > ZOOM_LEVELS[0] || undefined}
      >
        {video ? (
          <>
            <video
              key={video}
              src={video}
              poster={image.large}
              className={styles.video}
              aria-label={image.alt}
              controls
              muted
              playsInline
              preload="metadata"
              onLoadedMetadata={markReady}
              onError={() => onFailure(new Error(`The video of ${productName} did not load: ${video}`))}
              data-testid="viewer-video"
            />
            {/* The poster, loaded on its own: a browser that loads nothing of a video before it is
                played still shows the viewer once the still is there. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={image.large} alt="" hidden onLoad={markReady} data-testid="viewer-poster" />
          </>
        ) : (
          <>
            {/* A plain img: the viewer shows the image server's large rendition as it is, scaled by CSS. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={image.large}
              alt={image.alt}
              className={styles.image}
              style={{ transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }}
              draggable={false}
              onLoad={markReady}
              onError={() => onFailure(new Error(`The viewer image of ${productName} did not load: ${image.large}`))}
            />
          </>
        )}
      </div>
      {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <p id="gallery-viewer-help" className="visually-hidden">
        {t('viewer.help')}
      </p>
      {!video && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              if (!atMinZoom) zoomTo(nextZoom(zoom, -1));
            }}
            aria-disabled={atMinZoom || undefined}
            aria-label={t('viewer.zoomOut')}
            tabIndex={visible ? 0 : -1}
          >
            <span aria-hidden="true">−</span>
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              if (!atMaxZoom) zoomTo(nextZoom(zoom, 1));
            }}
            aria-disabled={atMaxZoom || undefined}
            aria-label={t('viewer.zoomIn')}
            tabIndex={visible ? 0 : -1}
            data-testid="viewer-zoom-in"
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="viewer-zoom-status">
        {announcement}
      </p>
    </div>
  );
}
