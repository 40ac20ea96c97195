import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from './contract.css.ts';
import { lightTokens, tones } from './tokens.ts';

function Swatch({ name, value }: { name: string; value: string }) {
  return (
    <li style={{ display: 'flex', alignItems: 'center', gap: vars.space.small }}>
      <span
        aria-hidden="true"
        style={{
          width: '2rem', // swatch size is a demo constant, not a theme value
          height: '2rem',
          borderRadius: vars.radius.small,
          border: `1px solid ${vars.color.border}`,
          background: value,
        }}
      />
      <code>{name}</code>
    </li>
  );
}

function Tokens() {
  const colors = Object.keys(lightTokens.color) as Array<keyof typeof lightTokens.color>;
  return (
    <div style={{ display: 'grid', gap: vars.space.large, padding: vars.space.large }}>
      <section aria-labelledby="colours">
        <h2 id="colours">Colours</h2>
        <ul style={{ display: 'grid', gap: vars.space.xsmall }}>
          {colors.map((name) => (
            <Swatch key={name} name={`color.${name}`} value={vars.color[name]} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="tones">
        <h2 id="tones">Tones</h2>
        <ul style={{ display: 'grid', gap: vars.space.xsmall }}>
          {tones.map((tone) => (
            <li
              key={tone}
              style={{
                padding: vars.space.small,
                borderRadius: vars.radius.medium,
                color: vars.tone[tone].foreground,
                background: vars.tone[tone].background,
                border: `1px solid ${vars.tone[tone].border}`,
              }}
            >
              {tone}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: Tokens,
} satisfies Meta<typeof Tokens>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Palette: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Colours' })).toBeVisible();
    await expect(canvas.getByText('color.accent')).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThan(10);
  },
};
