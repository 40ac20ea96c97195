import { findPlaceholders } from './placeholders.ts';

/**
 * The partner-page loader (`<script async src=".../momento-embed.js">`). It does no network work of its
 * own; the widget chunk joins in the embed issue.
 */
export function scan(root: ParentNode = document) {
  return findPlaceholders(root);
}

if (typeof document !== 'undefined') {
  const run = () => {
    for (const { element } of scan()) element.dataset['momentoFound'] = '';
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
}
