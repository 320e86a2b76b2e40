// Runs before the page's first paint (a blocking script in <head>; a file, since the Content-Security-Policy
// allows no inline script): draws the page in the colour scheme last used in this browser, so a dark
// application never flashes light while its bundle loads. src/colorScheme/ColorSchemeStore.ts writes the key
// ('light' | 'dark' | 'system') and then hands the scheme to Mantine, which sets the same attribute.
(function () {
  var scheme = 'system';
  try {
    scheme = window.localStorage.getItem('mapa.colorScheme') || 'system';
  } catch {
    // Storage refused (privacy settings, a sandboxed frame): follow the system.
  }
  var dark =
    scheme === 'dark' ||
    (scheme !== 'light' && !!window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
