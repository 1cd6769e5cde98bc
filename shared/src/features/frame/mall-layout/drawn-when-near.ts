import { DRAWN_WHEN_NEAR_CLASS } from '../../../ui/image/near-pictures';
import styles from './mall-layout.module.css';

/**
 * For a page that keeps all of its blocks in one wrapper, where the layout's
 * own rule cannot reach them: its blocks below the first screen take this
 * class, to be drawn as the visitor nears them too (decisions 022, 023), and
 * their pictures asked for then (its global class, for boot.js: decision 078). A
 * module of its own: a page that imports it does not bundle the layout (its
 * header, footer and search) a second time (decision 068).
 */
export const drawnWhenNear = `${styles.drawnWhenNear ?? ''} ${DRAWN_WHEN_NEAR_CLASS}`;
