'use client';

import { useId } from 'react';
import { useTranslation } from '@/i18n/client';
import { cx } from '@/ui';
import { RenditionImage, type ImageRendition } from '@/ui/RenditionImage';
import {
  fitsOf,
  optionState,
  sizesOf,
  type OptionState,
  type VariantDimension,
  type VariantModel,
  type VariantSelection,
} from './variant-selection';
import styles from './VariantPicker.module.css';

interface VariantPickerProps {
  model: VariantModel;
  selection: VariantSelection;
  onChoose: (dimension: VariantDimension, value: string) => void;
  /** The choice the shopper still has to make, after they tried to add without it. */
  errorFor: VariantDimension | null;
  groupRef: (dimension: VariantDimension, element: HTMLFieldSetElement | null) => void;
  /** How swatches are drawn through the image optimizer (`swatchRendition()`, on the server). */
  swatchRendition: ImageRendition;
}

/** The picker's own group names, for a backend that sends no qualifier names (`variantOptionQualifiers[].name`). */
const FALLBACK_LABEL_KEYS = {
  colour: 'picker.colour',
  size: 'picker.size',
  fit: 'picker.fit',
} as const satisfies Record<VariantDimension, string>;

/**
 * Colour swatches, fit and size as radio groups (native radios: arrow keys move within a group,
 * the legend names the group and the chosen value). Sold-out values stay choosable and say so; a
 * one-size product shows no size choice at all (spec 1 §2.4: "A size value OS means one size and the
 * size label is hidden").
 */
export function VariantPicker({ model, selection, onChoose, errorFor, groupRef, swatchRendition }: VariantPickerProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const label = (dimension: VariantDimension) => model.labels[dimension] ?? t(FALLBACK_LABEL_KEYS[dimension]);
  const stateLabel = (state: OptionState) => (state === 'soldOut' ? t('picker.soldOut') : '');
  const colourName = model.colours.find((colour) => colour.code === selection.colour)?.name;
  const fits = fitsOf(model, selection.colour);
  const sizes = sizesOf(model, selection);
  const errorId = `${id}-error`;
  const error = errorFor ? (
    <p id={errorId} className={styles.error} role="alert">
      {t('picker.choose', { name: label(errorFor) })}
    </p>
  ) : null;

  return (
    <div className={styles.picker}>
      {model.colours.length > 0 && (
        <fieldset
          className={styles.group}
          ref={(element) => groupRef('colour', element)}
          aria-describedby={errorFor === 'colour' ? errorId : undefined}
        >
          <legend className={styles.legend}>
            <Legend name={label('colour')} value={colourName} />
          </legend>
          <div className={styles.swatches}>
            {model.colours.map((colour) => {
              const state = optionState(model, selection, 'colour', colour.code);
              const src = colour.swatch;
              return (
                <label key={colour.code} className={styles.swatch} data-state={state} title={colour.name}>
                  <input
                    type="radio"
                    name={`${id}-colour`}
                    value={colour.code}
                    checked={selection.colour === colour.code}
                    onChange={() => onChoose('colour', colour.code)}
                    className={styles.radio}
                    data-testid={`colour-${colour.code}`}
                  />
                  {src ? (
                    <RenditionImage rendition={swatchRendition} src={src} alt="" className={styles.swatchImage} />
                  ) : (
                    <span className={styles.swatchFallback} aria-hidden="true">
                      {colour.name.slice(0, 2)}
                    </span>
                  )}
                  <span className="visually-hidden">
                    {colour.name}
                    {state === 'soldOut' ? `, ${stateLabel(state)}` : ''}
                  </span>
                </label>
              );
            })}
          </div>
          {errorFor === 'colour' && error}
        </fieldset>
      )}

      {fits.length > 1 && (
        <fieldset
          className={styles.group}
          ref={(element) => groupRef('fit', element)}
          aria-describedby={errorFor === 'fit' ? errorId : undefined}
        >
          <legend className={styles.legend}>
            <Legend name={label('fit')} value={selection.fit} />
          </legend>
          <div className={styles.pills}>
            {fits.map((fit) => {
              const state = optionState(model, selection, 'fit', fit);
              return (
                <label key={fit} className={styles.pill} data-state={state}>
                  <input
                    type="radio"
                    name={`${id}-fit`}
                    value={fit}
                    checked={selection.fit === fit}
                    onChange={() => onChoose('fit', fit)}
                    className={styles.radio}
                    data-testid={`fit-${fit}`}
                  />
                  <span>{fit}</span>
                  {state === 'soldOut' && <span className="visually-hidden">, {stateLabel(state)}</span>}
                </label>
              );
            })}
          </div>
          {errorFor === 'fit' && error}
        </fieldset>
      )}

      {!model.oneSize && sizes.length > 0 && (
        <fieldset
          className={cx(styles.group, errorFor === 'size' && styles.invalid)}
          ref={(element) => groupRef('size', element)}
          aria-describedby={errorFor === 'size' ? errorId : undefined}
          data-testid="size-picker"
        >
          <legend className={styles.legend}>
            <Legend name={label('size')} value={selection.size} />
          </legend>
          <div className={styles.pills}>
            {sizes.map((size) => {
              const state = optionState(model, selection, 'size', size);
              return (
                <label key={size} className={styles.pill} data-state={state}>
                  <input
                    type="radio"
                    name={`${id}-size`}
                    value={size}
                    checked={selection.size === size}
                    onChange={() => onChoose('size', size)}
                    className={styles.radio}
                    data-testid={`size-${size}`}
                  />
                  <span>{size}</span>
                  {state === 'soldOut' && <span className="visually-hidden">, {stateLabel(state)}</span>}
                </label>
              );
            })}
          </div>
          {errorFor === 'size' && error}
        </fieldset>
      )}
    </div>
  );
}

/** "Colour: Brown": the group's name and, once chosen, its value (read out with a separator). */
function Legend({ name, value }: { name: string; value?: string | undefined }) {
  return (
    <>
      <span className={styles.name}>{name}</span>
      {value && (
        <span className={styles.value}>
          <span className="visually-hidden">: </span>
          {value}
        </span>
      )}
    </>
  );
}
