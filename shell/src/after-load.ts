import { mountMapFramesAfterLargestPaint } from '@gfm/shared/features/enquiry/map-frame';
import { registerServiceWorker } from './service-worker/register';

/*
 * The page's late script (decision 078): what needs no React and waits for the page's load anyway. boot.js
 * adds it once the window has loaded and the browser is idle, with the integrity the server names, so it
 * is no part of the page's first load. A contact page's map frame goes in after the page's largest paint
 * (decision 072); the service worker registers, and keeps the page the visitor is reading (decision 045),
 * whether or not the visitor ever engages with it.
 */
mountMapFramesAfterLargestPaint((task) => task());
registerServiceWorker();
