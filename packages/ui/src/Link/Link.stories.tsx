import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline/Inline.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Link, linkTones, linkVariants } from './Link.tsx';
import { LinkComponentProvider, type LinkComponentProps } from './LinkComponent.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#tickets', children: 'See all tickets' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'See all tickets' })).toHaveFocus();
  },
};

export const VariantsAndTones: Story = {
  render: (args) => (
    <Stack>
      {linkVariants.map((variant) => (
        <Inline key={variant} space="large">
          {linkTones.map((tone) => (
            <Link key={tone} {...args} variant={variant} tone={tone}>{`${variant} ${tone}`}</Link>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const InText: Story = {
  render: (args) => (
    <p>
      Read the <Link {...args}>terms of sale</Link> before you buy.
    </p>
  ),
};

export const External: Story = {
  args: { href: 'https://example.com', isExternal: true, children: 'Venue website' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Venue website (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const LooksLikeAButton: Story = { args: { appearance: { variant: 'solid' }, children: 'Sign In' } };

function FakeRouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={href} data-router-link="">
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  render: (args) => (
    <LinkComponentProvider component={FakeRouterLink}>
      <Link {...args} />
    </LinkComponentProvider>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'See all tickets' })).toHaveAttribute(
      'data-router-link',
    );
  },
};
