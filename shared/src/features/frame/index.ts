export * from './footer/footer';
export * from './header/header';
export * from './mall-layout/drawn-when-near';
export * from './mall-layout/mall-layout';
export * from './not-found-page/not-found-page';
export * from './scroll-to-top/scroll-to-top';
export * from './standalone-blog-notice/standalone-blog-notice';
