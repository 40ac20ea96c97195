/** Badge tones, named like the theme's `tones` in @momento/ui (the contract does not import ui). */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
