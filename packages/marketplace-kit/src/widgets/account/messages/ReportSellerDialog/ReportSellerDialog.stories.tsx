import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL } from '#mocks/index.ts';
import { scenario } from '#widgets/shared/storyScenario.tsx';
import { reportSellerTexts as t } from '../texts.ts';
import { ReportSellerDialog } from './ReportSellerDialog.tsx';

const meta = {
  title: 'Account/Messages/ReportSellerDialog',
  component: ReportSellerDialog,
  args: { sellerId: 2, onClose: () => {} },
} satisfies Meta<typeof ReportSellerDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The dialog with the seller report types from the server. */
export const Open: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.title });
    const select = within(dialog).getByRole('button', { name: new RegExp(t.reportType) });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.click(select);
    await expect(
      await body(canvasElement).findByRole('option', { name: 'Counterfeit item' }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

/** Report without a type: 'Please choose an option.' */
export const ValidationError: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.title });
    const reportType = within(dialog).getByRole('button', { name: new RegExp(t.reportType) });
    // The field is disabled until the report types arrive, and a disabled field cannot take the focus the refusal
    // moves to it: the story submits once they are there, as a reader of the form would.
    await waitFor(() => expect(reportType).toBeEnabled());
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await expect(reportType).toHaveAccessibleDescription(m.reportTypeRequired);
    await expect(reportType).toHaveFocus();
  },
};
