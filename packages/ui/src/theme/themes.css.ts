import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkTokens, lightTokens } from './tokens.ts';

/** Class that applies the light theme's values to the contract. */
export const lightThemeClass = createTheme(vars, lightTokens);
/** Class that applies the dark theme's values to the contract. */
export const darkThemeClass = createTheme(vars, darkTokens);

export const themeClasses = { light: lightThemeClass, dark: darkThemeClass } as const;
