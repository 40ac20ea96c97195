import { createMomento, ownScript, scriptDefaults, type MomentoApi, type WidgetModule } from './loader.ts';

/** The build entry (`momento-embed.js`): sets up `window.Momento` and mounts the placeholders already on the page. */
declare global {
  interface Window {
    Momento?: MomentoApi;
  }
}

if (!window.Momento) {
  const { widgetUrl, ...defaults } = scriptDefaults(ownScript(), location.href);
  const momento = createMomento({
    ...defaults,
    loadWidget: () => import(/* @vite-ignore */ widgetUrl) as Promise<WidgetModule>,
  });
  window.Momento = momento;
  const run = () => momento.scan();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
