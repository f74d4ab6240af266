import { Skeleton } from '@/ui';
import styles from './account.module.css';

/** The account content's space while the customer's data loads (server HTML has only this). */
export function AccountSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <Skeleton height={36} width="45%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
