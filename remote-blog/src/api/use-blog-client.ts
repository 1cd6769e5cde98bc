import { useMemo } from 'react';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { WordPressClient } from './wordpress';

/** The client for the configured WordPress (run-time configuration: BLOG_API_URL). */
export function useBlogClient(): WordPressClient {
  return useMemo(() => new WordPressClient(getRuntimeConfig().blogApiUrl), []);
}

export const FETCH_ERROR_LOG = 'Error fetching posts:';
