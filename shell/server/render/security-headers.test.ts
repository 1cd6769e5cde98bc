/**
 * @jest-environment node
 */
import { configFromEnv } from '@gfm/shared/config/environment';
import { contentSecurityPolicy } from './security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('lets a form post only to the site and to the enquiry endpoint the configuration names (the contact form without JavaScript)', () => {
    expect(directive(contentSecurityPolicy(configFromEnv({})), 'form-action')).toBe(
      "form-action 'self' http://localhost:4000",
    );
    const hosted = configFromEnv({
      ENQUIRY_TRANSPORT: 'hosted-form',
      ENQUIRY_ENDPOINT: 'https://forms.example.com/form/response',
    });
    expect(directive(contentSecurityPolicy(hosted), 'form-action')).toBe(
      "form-action 'self' https://forms.example.com",
    );
  });

  it('lets the site run only its own service worker and web app manifest', () => {
    const policy = contentSecurityPolicy(configFromEnv({}));
    expect(directive(policy, 'worker-src')).toBe("worker-src 'self'");
    expect(directive(policy, 'manifest-src')).toBe("manifest-src 'self'");
  });
});
