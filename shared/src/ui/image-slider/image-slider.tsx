import { useId, type CSSProperties } from 'react';
import { IMAGE_SLIDER_FADE_MS, IMAGE_SLIDER_INTERVAL_MS } from '../../constants';
import type { ResolvedImage } from '../../images/catalogue';
import { Image } from '../image/image';
import { PauseButton } from '../pause-button/pause-button';
import styles from './image-slider.module.css';
import { useSlideshow } from './use-slideshow';

export interface ImageSlide {
  image: ResolvedImage;
  alt: string;
  /** Text shown over the slide (requirements §3 "Slide": body, some). */
  body?: string;
}

export interface ImageSliderProps {
  slides: readonly ImageSlide[];
  /** Accessible name of the carousel. */
  label: string;
  intervalMs?: number;
  fadeMs?: number;
  sizes?: string;
  /** The slider is the page's first picture: its first slide loads at once. */
  priority?: boolean;
  className?: string;
}

/** One slide: its picture and text; in the slideshow only the one showing is exposed, in the strip every one. */
function Slide({
  slide,
  index,
  count,
  active,
  hydrated,
  sizes,
  priority,
}: {
  slide: ImageSlide;
  index: number;
  count: number;
  active: boolean;
  hydrated: boolean;
  sizes: string;
  priority: boolean;
}) {
  return (
    <div
      className={styles.slide}
      data-active={active}
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      // In the strip every slide is there for everyone; in the slideshow only the one showing.
      aria-hidden={hydrated && !active}
      inert={hydrated && !active}
    >
      <Image
        image={slide.image}
        alt={slide.alt}
        sizes={sizes}
        priority={priority}
        aspectRatio="auto"
        frameClassName={styles.frame}
      />
      {slide.body && <p className={styles.body}>{slide.body}</p>}
    </div>
  );
}

/** A bar per slide: done, running (or paused) for the one showing, waiting; a press shows that slide. */
function ProgressBars({
  id,
  slides,
  active,
  paused,
  onShow,
}: {
  id: string;
  slides: readonly ImageSlide[];
  active: number;
  paused: boolean;
  onShow: (index: number) => void;
}) {
  return (
    <div className={styles.bars} id={id}>
      {slides.map((slide, index) => (
        <button
          key={`${slide.image.src}-bar-${index}`}
          type="button"
          className={styles.bar}
          data-state={index === active ? (paused ? 'paused' : 'running') : index < active ? 'done' : 'waiting'}
          aria-label={`Show slide ${index + 1} of ${slides.length}`}
          aria-current={index === active ? 'true' : undefined}
          onClick={() => onShow(index)}
        >
          <span className={styles.fill} key={index === active ? `run-${active}-${paused}` : 'idle'} />
        </button>
      ))}
    </div>
  );
}

/**
 * requirements §2/§4 "Image slider": advances every 6000 ms with a 1000 ms
 * cross-fade and progress bars. Pausable, paused on hover and focus, still
 * under reduced motion.
 *
 * Until React has hydrated it (and without JavaScript) the slides are a strip
 * the visitor swipes or scrolls, the first one where the slideshow shows it;
 * the progress bars and the pause control, which need the script, are not
 * shown until then.
 */
export function ImageSlider({
  slides,
  label,
  intervalMs = IMAGE_SLIDER_INTERVAL_MS,
  fadeMs = IMAGE_SLIDER_FADE_MS,
  sizes = '100vw',
  priority = false,
  className,
}: ImageSliderProps) {
  const {
    active,
    setActive,
    pausedByVisitor,
    setPausedByVisitor,
    setHovered,
    reduceMotion,
    hydrated,
    paused,
    stripRef,
  } = useSlideshow(slides.length, intervalMs);
  const id = useId();

  const style = { '--fade-ms': `${reduceMotion ? 0 : fadeMs}ms`, '--interval-ms': `${intervalMs}ms` } as CSSProperties;

  return (
    <section
      className={[styles.slider, className].filter(Boolean).join(' ')}
      style={style}
      aria-roledescription="carousel"
      aria-label={label}
      data-strip={hydrated ? undefined : ''}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div
        ref={stripRef}
        className={styles.slides}
        aria-live={paused ? 'polite' : 'off'}
        // A strip scrolled from the keyboard must take focus (in browsers that do not give it to scrollers).
        tabIndex={hydrated ? undefined : 0}
      >
        {slides.map((slide, index) => (
          <Slide
            key={`${slide.image.src}-${index}`}
            slide={slide}
            index={index}
            count={slides.length}
            active={index === active}
            hydrated={hydrated}
            sizes={sizes}
            priority={priority && index === 0}
          />
        ))}
      </div>
      <div className={styles.controls} hidden={!hydrated}>
        <ProgressBars id={id} slides={slides} active={active} paused={paused} onShow={setActive} />
        {slides.length > 1 && (
          <PauseButton
            paused={pausedByVisitor || reduceMotion}
            subject="slideshow"
            onClick={() => setPausedByVisitor((value) => !value)}
          />
        )}
      </div>
    </section>
  );
}
