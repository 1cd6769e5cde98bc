import styles from './post-skeleton.module.css';

/** A grey card in the shape of a post card, while posts load. */
export function PostSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="post-skeleton">
      <div className={styles.media} />
      <div className={styles.line} />
      <div className={styles.line} data-short="true" />
    </div>
  );
}
