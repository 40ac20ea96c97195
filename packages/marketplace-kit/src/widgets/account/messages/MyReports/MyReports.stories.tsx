import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { emptyTexts, errorTexts, validationTexts as m } from '#texts.ts';
import { MOCK_BUYER_EMAIL, mockErrorHandler, mockLoadingHandler } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { withReports } from '../messagesScenarios.ts';
import { reportsTexts as t } from '../texts.ts';
import { MyReports } from './MyReports.tsx';
import { MyReportsView } from './MyReportsView.tsx';

const meta = { title: 'Account/Messages/MyReports', component: MyReports } satisfies Meta<typeof MyReports>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Success: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL, arrange: withReports }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Payment charged twice/ }),
    ).toBeInTheDocument();
  },
};

export const Loading: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockLoadingHandler(STORY_API, 'reportRooms')],
  }),
};

export const Empty: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyTexts.noReports)).toBeInTheDocument();
  },
};

export const Error: Story = {
  ...scenario({
    signedInAs: MOCK_BUYER_EMAIL,
    overrides: () => [mockErrorHandler(STORY_API, 'reportRooms')],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(errorTexts.somethingWentWrong)).toBeInTheDocument();
  },
};

/** New Report submitted empty: 'Please enter the title.' on the title, which has the focus. */
export const NewReportValidation: Story = {
  ...scenario({ signedInAs: MOCK_BUYER_EMAIL }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: t.newReport }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: t.newReport });
    await userEvent.click(within(dialog).getByRole('button', { name: t.submit }));
    await expect(
      within(dialog).getByRole('textbox', { name: new RegExp(t.reportTitle) }),
    ).toHaveAccessibleDescription(m.titleRequired);
  },
};

/** The form with a type error showing (the view, no server). */
export const NewReportTypeError: Story = {
  render: () => (
    <MyReportsView
      list={{
        items: [],
        isLoading: false,
        isLoadingMore: false,
        hasMore: false,
        error: undefined,
        loadMore: () => {},
      }}
      reportTypes={[{ id: 1, type: 'Item not received' }]}
      isFormOpen
      onFormOpenChange={() => {}}
      onCreateReport={() => {}}
      defaultFormError={m.typeRequired}
    />
  ),
};
