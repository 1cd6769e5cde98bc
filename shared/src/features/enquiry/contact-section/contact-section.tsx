import { useEffect, useRef } from 'react';
import { mapFrameNoscriptHtml, mountMapFrame } from '../map-frame';
import { getRuntimeConfig } from '@gfm/shared/config/runtime-config';
import { formatAddress, MALL_OPENING_HOURS, type MallDetails } from '../../../data/site';
import { ENQUIRY_FORM_MALL_FIELD } from '../plain-form';
import { paths } from '../../../paths';
import type { SubmitResult } from '../submit-enquiry';
import { ENQUIRY_LIMITS, type EnquiryFields } from '../validation';
import { useEnquiryForm } from './use-enquiry-form';
import { TextInput } from '../../../ui/text-input/text-input';
import styles from './contact-section.module.css';
import { Button } from '../../../ui/button/button';
import { PageTitle } from '../../../ui/page-title/page-title';

export interface ContactSectionProps {
  mall: MallDetails;
  /** Sends the enquiry; the configured transport by default. */
  send?: (payload: EnquiryFields & { id: string }) => Promise<SubmitResult>;
}

export const CONTACT_TITLE = 'Get in Touch';

/**
 * The map: a placeholder until it has loaded, the frame (in a <noscript> in the server's HTML, put in by
 * the page's late script after its largest paint, or here when the app draws the page: decision 072), and a link.
 * React leaves the frame's box as the server wrote it.
 */
function MapFrame({ mall }: { mall: MallDetails }) {
  const slot = useRef<HTMLDivElement>(null);
  const src = getRuntimeConfig().maps[mall.id];
  const title = `Map of ${mall.name}`;
  useEffect(() => {
    if (slot.current) mountMapFrame(slot.current);
  }, []);
  return (
    <div className={styles.map} data-loaded="false">
      <div className={styles.mapPlaceholder} aria-hidden="true">
        Loading map…
      </div>
      <div
        ref={slot}
        className={styles.mapFrame}
        data-map-src={src}
        data-map-title={title}
        dangerouslySetInnerHTML={{ __html: mapFrameNoscriptHtml({ src, title }) }}
        suppressHydrationWarning
      />
      <a className={styles.mapLink} href={mall.mapLinkUrl} target="_blank" rel="noopener noreferrer">
        Open the map in a new tab
      </a>
    </div>
  );
}

/** The mall's address, phone, e-mail and hours beside the form. */
function ContactDetails({ mall }: { mall: MallDetails }) {
  return (
    <div className={styles.intro}>
      <PageTitle id="contact-title">{CONTACT_TITLE}</PageTitle>
      <p>
        Questions about shops, events, offers or leasing? Send us a message and the {mall.name} team will get back to
        you.
      </p>
      <dl className={styles.details}>
        <dt>Address</dt>
        <dd>{formatAddress(mall)}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${mall.phone.replace(/[^\d+]/g, '')}`}>{mall.phone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${mall.email}`}>{mall.email}</a>
        </dd>
        <dt>Open</dt>
        <dd>Daily, {MALL_OPENING_HOURS}</dd>
      </dl>
    </div>
  );
}

/**
 * 'Get in Touch': the enquiry form and the map (requirements §2, §4, §5, §7). An
 * enquiry is either stored or the visitor is told it was not; the fields are
 * cleared only after a submission that succeeded.
 *
 * Before the app's code, or without JavaScript, the form is a plain POST to
 * the contact page's own address, whose server forwards it to the collector
 * (decisions 036, 078): the answer is the collector's page saying it stored
 * the enquiry, or the site's page saying why not, with the form filled in
 * again. It carries no id: this HTML is served to every visitor, so the
 * collector derives one from the enquiry itself.
 */
export function ContactSection({ mall, send }: ContactSectionProps) {
  const { transport, formRef, status, sending, onSubmit, field } = useEnquiryForm(send);

  return (
    <section className={styles.section} aria-labelledby="contact-title">
      <ContactDetails mall={mall} />
      {/* With JavaScript the app sends the enquiry itself (onSubmit); the rules are checked by the app, or by the collector without it. */}
      <form
        ref={formRef}
        className={styles.form}
        method="post"
        // To the collector by way of the page's own address, whose server answers with the form again if the
        // collector cannot take it (decision 078); a hosted form is posted to directly.
        action={transport.transport === 'collector' ? paths.mall.contact.getHref(mall.id) : transport.endpoint}
        onSubmit={onSubmit}
        noValidate
        aria-describedby="contact-required-note"
      >
        <p id="contact-required-note" className={styles.note}>
          All fields are required.
        </p>
        {transport.transport === 'collector' && <input type="hidden" name={ENQUIRY_FORM_MALL_FIELD} value={mall.id} />}
        <TextInput label="Name" autoComplete="name" maxLength={ENQUIRY_LIMITS.name.max} {...field('name')} />
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          maxLength={ENQUIRY_LIMITS.phone.max}
          {...field('phone')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          maxLength={ENQUIRY_LIMITS.mail.max}
          {...field('mail')}
        />
        <TextInput label="Message" multiline rows={5} maxLength={ENQUIRY_LIMITS.message.max} {...field('message')} />
        <Button type="submit" className={styles.submit} disabled={sending}>
          {sending ? 'Sending…' : 'Send enquiry'}
        </Button>
        <div role="status" aria-live="polite" className={styles.status} data-kind={status.kind}>
          {status.kind === 'sent' &&
            (status.confirmed
              ? 'Thank you! Your enquiry has been received. We will get back to you within two working days.'
              : 'Thank you! Your enquiry has been sent. We will get back to you within two working days.')}
        </div>
        <div role="alert" className={styles.failure}>
          {status.kind === 'failed' &&
            `Your enquiry was not sent: ${status.message} Your message is still here; please try again in a moment, or call us on ${mall.phone}.`}
        </div>
      </form>
      <MapFrame mall={mall} />
    </section>
  );
}
