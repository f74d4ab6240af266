import styles from './NewTabHint.module.css';

/** An arrow out of a box, and the spoken "opens in a new tab" hint after the link text. */
export function NewTabHint({ hint }: { hint: string }) {
  return (
    <>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4" />
      </svg>
      <span className="visually-hidden"> ({hint})</span>
    </>
  );
}
