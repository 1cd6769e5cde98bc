import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { videoCatalogue, type VideoName } from './video-catalogue';

export interface ResolvedVideo {
  title: string;
  width: number;
  height: number;
  /** Preferred source first; the component falls back to the next on error. */
  sources: readonly { src: string; type: string }[];
  poster: string;
}

/** A clip of the catalogue, resolved against the run-time uploads base path. */
export function getVideo(name: VideoName): ResolvedVideo {
  const entry = videoCatalogue[name];
  const folder = `${getRuntimeConfig().imageBaseUrl}/${entry.subDir}`;
  return {
    title: entry.title,
    width: entry.width,
    height: entry.height,
    sources: [
      { src: `${folder}/${name}.webm`, type: 'video/webm' },
      { src: `${folder}/${name}.mp4`, type: 'video/mp4' },
    ],
    poster: `${folder}/${name}-poster.webp`,
  };
}
