import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL } from '#mocks/index.ts';
import type { SnippetHost } from '#widgets/account/partners/embedSnippet.ts';
import { embedSnippetTexts as t } from '#widgets/account/partners/embedSnippetTexts.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { adminError, adminLoading } from '../adminStories.ts';
import { PartnerEmbedBuilder } from './PartnerEmbedBuilder.tsx';

/** This Storybook's own origin: the preview frame never reaches another host. */
const host: SnippetHost = {
  loaderUrl: `${location.origin}/embed/momento-embed.js`,
  apiBase: `${location.origin}${STORY_API}`,
  siteUrl: location.origin,
};

const meta = {
  title: 'Admin/PartnerEmbedBuilder',
  component: PartnerEmbedBuilder,
  args: { partnerId: 61, host },
} satisfies Meta<typeof PartnerEmbedBuilder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Riverside Arena's builder: a ticket widget to start with, waiting for a ticket. */
export const Success: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t.partnerTitle('Riverside Arena') }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: t.ticket })).toBeVisible();
    await expect(canvas.getAllByText(t.needsTicket)[0]).toBeVisible();
  },
};

export const Loading: Story = adminLoading('adminPartners');

/** A partner that is not (or no longer) in the list. */
export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL }),
  args: { partnerId: 999 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(t.partnerMissing)).toBeVisible();
  },
};

export const Error: Story = adminError('adminPartners');
