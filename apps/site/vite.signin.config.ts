import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { signInGroups, siteConfig } from './vite.config.ts';

// The partner sign-in window (embed/signin/index.html, served at /embed/signin/), built after the site into the same
// dist/ as a bundle of its own: a second entry in the site's build would make the bundler move the code both share
// out of the site's entry into a common chunk, and the home page's initial JS would grow by that split. The dev and
// preview servers of vite.config.ts serve the page as it is (a folder's index.html).
export default mergeConfig(
  siteConfig(signInGroups),
  defineConfig({
    build: {
      emptyOutDir: false,
      manifest: '.vite/embed-signin-manifest.json',
      rollupOptions: {
        input: { 'embed-signin': fileURLToPath(new URL('embed/signin/index.html', import.meta.url)) },
      },
    },
  }),
);
