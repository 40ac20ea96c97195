import { createGlobalThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens.ts';

/**
 * The theme contract. A *global* contract gives every token a stable custom property name
 * (`--momento-color-accent`), which is the public theming surface of the embed (partners set these
 * on the placeholder) and keeps overrides possible without knowing hashed names.
 */
export const vars = createGlobalThemeContract(lightTokens, (_value, path) => `momento-${path.join('-')}`);
