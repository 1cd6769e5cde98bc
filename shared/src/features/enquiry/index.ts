export * from './contact-section/contact-section';
