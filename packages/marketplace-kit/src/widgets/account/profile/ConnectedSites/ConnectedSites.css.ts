import { style } from '@vanilla-extract/css';

/** The sites as a plain list: each row draws its own separator (Profile.css.ts `addressRow`). */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
