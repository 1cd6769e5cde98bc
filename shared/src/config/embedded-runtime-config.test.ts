import {
  EMBEDDED_CONFIG_ID,
  getRuntimeConfig,
  readEmbeddedRuntimeConfig,
  serializeForScript,
  setRuntimeConfig,
} from './runtime-config';
import { configFromEnv } from './environment';

/** A page as the shell's server writes it, parsed by the HTML parser. */
function pageWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('GFM');
  doc.head.innerHTML = head;
  return doc;
}

const tagOf = (config: unknown) =>
  `<script type="application/json" id="${EMBEDDED_CONFIG_ID}">${serializeForScript(config)}</script>`;

describe('the run-time configuration written into the page', () => {
  afterEach(() => setRuntimeConfig(configFromEnv({})));

  it('is read without a request, and becomes the configuration', () => {
    const served = configFromEnv({ BLOG_API_URL: 'https://blog.example.com/wp-json' });
    const config = readEmbeddedRuntimeConfig(pageWith(tagOf(served)));
    expect(config?.blogApiUrl).toBe('https://blog.example.com/wp-json');
    expect(getRuntimeConfig()).toEqual(config);
  });

  it('cannot be closed early by a value, and keeps that value intact', () => {
    const hostile = 'https://maps.example/?q=</script><script>alert(1)</script>';
    const tag = tagOf(configFromEnv({ MAP_URL_GFM43: hostile }));
    expect(tag).not.toContain('</script><script>');
    const doc = pageWith(tag);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(readEmbeddedRuntimeConfig(doc)?.maps.gfm43).toBe(hostile);
  });

  it('is skipped, with a logged reason, when absent or unreadable, so the shell fetches it', () => {
    expect(readEmbeddedRuntimeConfig(pageWith(''))).toBeUndefined();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(
      readEmbeddedRuntimeConfig(
        pageWith('<script type="application/json" id="gfm-runtime-config">{"remotes":</script>'),
      ),
    ).toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      'The run-time configuration in the page could not be read; fetching it instead.',
      expect.any(SyntaxError),
    );
    error.mockRestore();
    expect(getRuntimeConfig()).toEqual(configFromEnv({}));
  });
});
