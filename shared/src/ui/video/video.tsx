import { useEffect, useRef, type VideoHTMLAttributes } from 'react';
import type { ResolvedVideo } from '../../media/videos';
import { NEAR_GATE_ATTRIBUTE, revealPartsOf } from '../image/near-pictures';
import { PauseButton } from '../pause-button/pause-button';
import styles from './video.module.css';
import { useVideoPlayback, VIDEO_NEAR_MARGIN } from './use-video-playback';

export interface VideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src' | 'poster' | 'children'> {
  video: ResolvedVideo;
  /** Moves by itself: muted, looping, inline; paused off-screen and for reduced motion. */
  ambient?: boolean;
  /** Class of the frame; `className` goes to the `<video>`. */
  frameClassName?: string;
}

export const VIDEO_ERROR_MESSAGE = 'Video failed to load. Fallback video will be used.';
export const VIDEO_UNSUPPORTED_TEXT = 'Your browser does not support the video tag.';

export { VIDEO_NEAR_MARGIN };

/** The poster as a lazy picture under the clip (see below why not the `poster` attribute). */
function Poster({ video }: { video: ResolvedVideo }) {
  return (
    <img
      className={styles.poster}
      src={video.poster}
      alt=""
      width={video.width}
      height={video.height}
      loading="lazy"
      // Low, as every picture but the page's largest (decision 069): one on the first screen is not raised.
      fetchPriority="low"
      decoding="async"
    />
  );
}

/**
 * requirements §2 "Video component": preload `metadata` by default; on error it
 * switches to the alternate source. An ambient clip plays only while on screen,
 * never under reduced motion, and always has a pause control (it moves for
 * more than five seconds). It gets its source only once it comes near the
 * screen and the page has loaded, its poster standing in until then: a clip
 * far down the page cost the page's start-up its media player and its
 * metadata for nobody (decision 024), and one near the top shared a phone's
 * bandwidth with the first pictures and the page's code.
 *
 * The poster is a lazy picture under the clip, not the `poster` attribute: a
 * browser fetches a poster at once, wherever the clip is, at the priority of a
 * page's first pictures (three clips far down Sector 43's home took 28 KB of a
 * phone's first second). The picture is fetched as it nears the screen, with
 * or without script; the clip, transparent until it has a frame, covers it.
 */
export function Video({
  video,
  ambient = false,
  preload = 'metadata',
  frameClassName,
  className,
  onError,
  ...rest
}: VideoProps) {
  const { ref, sourceIndex, setSourceIndex, source, withSource, pausedByVisitor, playing, setPlaying, toggle } =
    useVideoPlayback(video, ambient);

  // In a page's lower part, the poster waits for the visitor to come near the part (decision 078).
  const frameRef = useRef<HTMLSpanElement>(null);
  useEffect(() => (frameRef.current ? revealPartsOf(frameRef.current) : undefined), []);

  return (
    <span
      ref={frameRef}
      className={[styles.frame, frameClassName].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${video.width} / ${video.height}` }}
      {...{ [NEAR_GATE_ATTRIBUTE]: '' }}
    >
      <Poster video={video} />
      <video
        ref={ref}
        className={[styles.video, className].filter(Boolean).join(' ')}
        src={withSource ? source?.src : undefined}
        preload={preload}
        width={video.width}
        height={video.height}
        aria-label={video.title}
        {...(ambient ? { muted: true, loop: true, playsInline: true } : {})}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onError={(event) => {
          if (sourceIndex < video.sources.length - 1) {
            console.error(VIDEO_ERROR_MESSAGE);
            setSourceIndex(sourceIndex + 1);
          }
          onError?.(event);
        }}
        {...rest}
      >
        {VIDEO_UNSUPPORTED_TEXT}
      </video>
      {ambient && (
        <PauseButton
          paused={pausedByVisitor || !playing}
          subject={`video: ${video.title}`}
          className={styles.control}
          onClick={toggle}
        />
      )}
    </span>
  );
}
