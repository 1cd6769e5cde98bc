/** Answers the page's fetch calls by URL fragment, as a test double of the content service. */
export function answerFetch(routes: Record<string, () => Response | Promise<Response>>): jest.SpyInstance {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const match = Object.keys(routes).find((part) => url.includes(part));
    if (!match) throw new Error(`unexpected ${url}`);
    return (routes[match] as () => Response | Promise<Response>)();
  });
}
