/** Adds a script of the site's own to the page, checked against the integrity the server named (decision 048). */
export function loadScript(src: string, integrity: string | undefined): void {
  const script = document.createElement('script');
  script.src = src;
  if (integrity) script.integrity = integrity;
  document.body.append(script);
}
