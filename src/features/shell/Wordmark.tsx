import styles from './Wordmark.module.css';

/**
 * The brand set in type: the logo when the CMS has none (content not loaded) and the base of the
 * checkout header. Decorative: the link around it carries the accessible name.
 */
export function Wordmark({ brand }: { brand: string }) {
  const [first = brand, ...rest] = brand.split(' ');
  return (
    <span className={styles.wordmark} aria-hidden="true">
      <svg className={styles.mark} viewBox="0 0 64 64" focusable="false">
        <rect width="64" height="64" rx="10" />
        <path d="M32 10 L14 52 H50 Z" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{first}</span>
        {rest.length > 0 ? <span className={styles.tagline}>{rest.join(' ')}</span> : null}
      </span>
    </span>
  );
}
