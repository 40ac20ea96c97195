// The Loading, Empty and Error stories every admin widget has: signed in as the mock's admin, the widget's
// read never answering, an empty admin area (or the story's own empty case), or the read failing with the admin area's
// 'Try again'. Each stories file keeps its Success and its own interaction stories.
import type { OperationId } from '@momento/contract';
import { expect, within } from 'storybook/test';
import { MOCK_ADMIN_EMAIL, mockErrorHandler, mockLoadingHandler, type MockApi } from '#mocks/index.ts';
import { scenario, STORY_API } from '#widgets/shared/storyScenario.tsx';
import { withEmptyAdmin } from './adminScenarios.ts';
import { adminTexts } from './adminTexts.ts';

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The widget's read never answers: its skeleton. */
export const adminLoading = (operation: OperationId) => ({
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, overrides: () => [mockLoadingHandler(STORY_API, operation)] }),
});

/** The widget's read fails: the admin area's error with 'Try again'. */
export const adminError = (operation: OperationId): ReturnType<typeof scenario> & { play: Play } => ({
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, overrides: () => [mockErrorHandler(STORY_API, operation)] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: adminTexts.tryAgain }),
    ).toBeInTheDocument();
  },
});

/**
 * Nothing to show: by default an admin area with nothing to do (`withEmptyAdmin`); `arrange` gives the story's own
 * empty case (a buyer with no activity, a search nobody matches goes through the story's args instead). The story
 * checks that `emptyText` shows.
 */
export const adminEmpty = (
  emptyText: string,
  arrange: ((api: MockApi) => void) | null = withEmptyAdmin,
): ReturnType<typeof scenario> & { play: Play } => ({
  ...scenario({ signedInAs: MOCK_ADMIN_EMAIL, ...(arrange ? { arrange } : {}) }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(emptyText)).toBeInTheDocument();
  },
});
