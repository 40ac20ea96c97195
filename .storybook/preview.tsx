import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { UIProvider, type ThemeName } from '../packages/ui/src/index.ts';

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeName | undefined) ?? 'light';
  return (
    <UIProvider theme={theme}>
      <Story />
    </UIProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Stories that fetch data declare their handlers with `beforeEach({ msw }) { msw.use(...) }`.
  loaders: [mswLoader()],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    // Story tests fail on any axe violation (ARCHITECTURE.md quality bar: axe finds nothing in stories).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    layout: 'padded',
  },
  tags: ['autodocs'],
};
export default preview;
