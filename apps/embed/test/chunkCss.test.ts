import { describe, expect, it } from 'vitest';
import { cssForChunk } from '../build/chunkCss.ts';

// A stylesheet as vanilla-extract extracts it for the whole build: hashed classes, a theme on :host, keyframes, a
// media query, and a rule whose selector list mixes a used and an unused class.
const css = [
  ':host{--momento-color-text:#111}',
  '.ticket_a1{color:red}',
  '.dialog_z9{position:fixed}',
  '.card_c3{padding:4px}',
  '.ticket_a1 .card_c3{margin:0}',
  '.ticket_a1,.dialog_z9{outline:none}',
  '@media (min-width:600px){.ticket_a1{color:blue}.dialog_z9{inset:0}.card_c3{padding:8px}}',
  '@keyframes spin_k1{to{transform:rotate(1turn)}}',
  '@keyframes fade_k2{0%{opacity:0}to{opacity:1}}',
  '.ticket_a1{animation:fade_k2 .2s}',
  '.spinner_s1{animation:spin_k1 1s linear infinite}',
  '@media (prefers-reduced-motion:reduce){.dialog_z9{animation:none}}',
].join('');

const entryCode = 'const styles={root:"ticket_a1"};render(styles.root)';
const ticketsCode = 'const card="card_c3",spinner="spinner_s1";';

describe('cssForChunk', () => {
  it('writes media queries the older browsers of the build target read', () => {
    expect(cssForChunk(css, { code: entryCode, isEntry: true }, entryCode)).toContain(
      '@media (min-width:600px)',
    );
  });

  it('gives the entry chunk the rules its code uses and the rules without classes, and drops the rest', () => {
    const sheet = cssForChunk(css, { code: entryCode, isEntry: true }, entryCode);
    expect(sheet).toContain(':host{--momento-color-text:#111}');
    expect(sheet).toContain('.ticket_a1{color:red}');
    expect(sheet).toContain('@keyframes fade_k2');
    expect(sheet).toMatch(/@media \(min-width:600px\)\{\.ticket_a1\{color:#00f\}\}/);
    // A list with one live selector stays whole.
    expect(sheet).toContain('.ticket_a1,.dialog_z9{outline:none}');
    expect(sheet).not.toContain('position:fixed');
    expect(sheet).not.toContain('inset:0');
    expect(sheet).not.toContain('card_c3');
    // The keyframes only a lazy chunk's rules name, and a media query whose rules all went, are not the entry's.
    expect(sheet).not.toContain('spin_k1');
    expect(sheet).not.toContain('prefers-reduced-motion');
  });

  it('gives a lazy chunk only the rules that need its own classes, leaving the shared ones to the entry', () => {
    const sheet = cssForChunk(css, { code: ticketsCode, isEntry: false }, entryCode);
    expect(sheet).toContain('.card_c3{padding:4px}');
    expect(sheet).toContain('.ticket_a1 .card_c3{margin:0}');
    expect(sheet).toMatch(/@media \(min-width:600px\)\{\.card_c3\{padding:8px\}\}/);
    expect(sheet).not.toContain(':host');
    expect(sheet).toContain('@keyframes spin_k1');
    expect(sheet).not.toContain('fade_k2');
    expect(sheet).not.toContain('.ticket_a1{');
    expect(sheet).not.toContain('dialog_z9');
    expect(sheet).not.toContain('outline');
  });
});
