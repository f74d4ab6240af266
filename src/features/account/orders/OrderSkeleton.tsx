import { Skeleton } from '@/ui';
import styles from './orders.module.css';

/** The space of an order while it loads, so nothing jumps when it arrives. */
export function OrderSkeleton() {
  return (
    <div className={styles.order} aria-hidden="true">
      <Skeleton height={36} width="40%" />
      <Skeleton height={56} />
      <div className={styles.orderBody}>
        <Skeleton height={260} />
        <Skeleton height={260} />
      </div>
    </div>
  );
}
