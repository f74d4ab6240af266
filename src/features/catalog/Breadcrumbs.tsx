import type { Crumb } from './breadcrumbs';
import styles from './Breadcrumbs.module.css';

interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  /** The landmark's name, already translated ("Breadcrumb"). */
  label: string;
}

/** A breadcrumb trail (WAI-ARIA breadcrumb pattern): a named nav, an ordered list, the current page marked. */
export function Breadcrumbs({ crumbs, label }: BreadcrumbsProps) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.item}>
              {crumb.href ? (
                <a href={crumb.href} className={styles.link}>
                  {crumb.label}
                </a>
              ) : (
                <span aria-current={isLast ? 'page' : undefined} className={styles.current}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
