const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The page for a Host no tenant owns. Plain HTML in both built-in languages: there is no tenant, so no
 * theme or tenant translations, and nothing of any tenant's shop may show.
 */
export function unknownHostPage(host: string): string {
  const safeHost = escapeHtml(host || '(none)');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Shop not found</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f5;color:#18181b}
main{max-width:32rem;padding:2rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1)}h1{font-size:1.4rem}code{background:#f4f4f5;padding:0 .3rem}</style>
</head><body><main data-testid="unknown-host">
<h1>This domain is not connected to a shop</h1>
<p>No shop is configured for <code>${safeHost}</code>. Please check the address.</p>
<hr>
<h1 lang="de-DE">Diese Domain ist mit keinem Shop verbunden</h1>
<p lang="de-DE">Für <code>${safeHost}</code> ist kein Shop eingerichtet. Bitte prüfen Sie die Adresse.</p>
</main></body></html>`;
}
