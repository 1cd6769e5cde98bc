import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { CLIP_FILES, hashedName, mediaBaseOf } from '../images/media-files';
import { videoCatalogue, type VideoName } from '../../../remote-gfm43/src/data/clips';

export interface ResolvedVideo {
  title: string;
  width: number;
  height: number;
  /** Preferred source first; the component falls back to the next on error. */
  sources: readonly { src: string; type: string }[];
  poster: string;
}

/** A clip of the catalogue, where its set's app publishes it (media-files.ts). */
export function getVideo(name: VideoName): ResolvedVideo {
  const entry = videoCatalogue[name];
  const folder = mediaBaseOf(entry.set, getRuntimeConfig());
  const file = (suffix: string) => `${folder}/${hashedName(`${name}${suffix}`, entry.hash)}`;
  return {
    title: entry.title,
    width: entry.width,
    height: entry.height,
    sources: [
      { src: file(CLIP_FILES.webm), type: 'video/webm' },
      { src: file(CLIP_FILES.mp4), type: 'video/mp4' },
    ],
    poster: file(CLIP_FILES.posterWebp),
  };
}
