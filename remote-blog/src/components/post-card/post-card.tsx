import { useEffect, useRef } from 'react';
import { Link } from '@gfm/shared/router';
import { NEAR_GATE_ATTRIBUTE, revealPartsOf } from '@gfm/shared/ui/image/near-pictures';
import { Image } from '@gfm/shared/ui/image';
import { getImage } from '@gfm/shared/images/catalogue';
import type { PostSummary } from '../../api/wordpress';
import styles from './post-card.module.css';

/** How wide a card's picture is shown: a column of the list's grid, or of the post page's side list. */
const CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw';
const COMPACT_SIZES = '(min-width: 1024px) 360px, 100vw';

export interface PostCardProps {
  post: PostSummary;
  href: string;
  compact?: boolean;
}

/** A card's picture: lazy, and low even on the first screen (the slide above is the page's largest, 069). */
function CardImg({ image, compact }: { image: NonNullable<PostSummary['image']>; compact: boolean }) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? (compact ? COMPACT_SIZES : CARD_SIZES) : undefined}
      alt=""
      width={image.width ?? 1200}
      height={image.height ?? 675}
      loading="lazy"
      fetchPriority="low"
      decoding="async"
      className={styles.img}
    />
  );
}

/** A post card: featured image (a placeholder when there is none), title, excerpt and 'Read More'. */
export function PostCard({ post, href, compact = false }: PostCardProps) {
  const placeholder = getImage('gfm', 'blog-placeholder');
  // In a page's lower part, the picture waits for the visitor to come near the part (decision 078).
  const media = useRef<HTMLSpanElement>(null);
  useEffect(() => (media.current ? revealPartsOf(media.current) : undefined), []);
  return (
    <article className={styles.card} data-compact={compact}>
      {post.image ? (
        <span ref={media} className={styles.media} {...{ [NEAR_GATE_ATTRIBUTE]: '' }}>
          {post.image.avifSrcSet ? (
            // WordPress's AVIF copies where it made them: a third of the JPEG's bytes (decision 072).
            <picture className={styles.picture}>
              <source type="image/avif" srcSet={post.image.avifSrcSet} sizes={compact ? COMPACT_SIZES : CARD_SIZES} />
              <CardImg image={post.image} compact={compact} />
            </picture>
          ) : (
            <CardImg image={post.image} compact={compact} />
          )}
        </span>
      ) : (
        <Image
          image={placeholder}
          alt=""
          sizes={compact ? COMPACT_SIZES : CARD_SIZES}
          aspectRatio="16 / 9"
          frameClassName={styles.media}
        />
      )}
      <div className={styles.body}>
        <h3 className={styles.title}>{post.title}</h3>
        {!compact && <p className={styles.excerpt}>{post.excerpt}</p>}
        <Link to={href} className={styles.more}>
          Read More<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
