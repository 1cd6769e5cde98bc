/**
 * Business constants of the requirements (requirements §9), named once. Components take
 * them as defaults; a page may pass other values through props.
 */
/** requirements §9 breakpoints: 768 and 1024 for sliders. */
export const BREAKPOINT_TABLET = 768;
export const BREAKPOINT_DESKTOP = 1024;
/* requirements §9: 640 for the food strip, with its panel counts (3, 4, 5), lives in expanding-strip.module.css. */
/** requirements §9: 838 for the header's layout (matched in header.module.css); the 1312 content width is the --layout-max-width token. */
export const BREAKPOINT_LAYOUT = 838;

/** requirements §4/§9 image slider: auto-advance every 6000 ms with a 1000 ms cross-fade. */
export const IMAGE_SLIDER_INTERVAL_MS = 6000;
export const IMAGE_SLIDER_FADE_MS = 1000;
/** requirements §4/§9: the automotive text panel alternates every 12000 ms. */
export const TEXT_ROTATION_INTERVAL_MS = 12000;
/** requirements §4/§9 generic looping slider: 700 ms transition. */
export const LOOPING_SLIDER_TRANSITION_MS = 700;
/** requirements §4/§9 deals carousel: clicks locked 300 ms; the centre slide starts at index 1. */
export const DEALS_LOCK_MS = 300;
export const DEALS_START_INDEX = 1;
/** requirements §9 marquee: 60 s by default; the third newsletter column 40 s. */
export const MARQUEE_DURATION_S = 60;
export const NEWSLETTER_THIRD_COLUMN_S = 40;
/** requirements §9 offers carousel: 2500 ms a slide; carousel defaults. */
export const OFFERS_AUTOPLAY_MS = 2500;
export const CAROUSEL_SPEED_MS = 300;
export const CAROUSEL_ZOOM_MAX_RATIO = 3;
/** requirements §4/§9: the FAQ answer panel is at most 500 px high; five entries. */
export const FAQ_PANEL_MAX_HEIGHT_PX = 500;
