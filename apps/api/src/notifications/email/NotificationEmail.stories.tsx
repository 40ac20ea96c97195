import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { renderNotificationEmail, type NotificationEmailProps } from './NotificationEmail.ts';

// Previews of the notification e-mail as mail clients get it: the rendered HTML in a frame, and the text part.

function EmailPreview({ html, text, subject }: { html: string; text: string; subject: string }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <iframe
        title={`E-mail: ${subject}`}
        srcDoc={html}
        style={{ width: '100%', height: 560, border: '1px solid #d3d9e0' }}
      />
      <pre aria-label="Text part" style={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </pre>
    </div>
  );
}

const SITE = 'https://momento.example';
const unsubscribe = (kind: string) => ({
  url: `${SITE}/unsubscribe?token=preview`,
  kind,
  preferencesUrl: `${SITE}/account`,
});

const meta = {
  title: 'API/Notification e-mail',
  component: EmailPreview,
  args: { html: '', text: '', subject: '' },
  render: (_args, { loaded }) => (
    <EmailPreview {...(loaded as { html: string; text: string; subject: string })} />
  ),
} satisfies Meta<typeof EmailPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

const story = (props: NotificationEmailProps): Story => ({
  loaders: [async () => ({ ...(await renderNotificationEmail(props)), subject: props.title })],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle(`E-mail: ${props.title}`);
    await expect(frame).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Text part')).toHaveTextContent(props.url);
  },
});

export const OrderPaid = story({
  name: 'Sam Seller',
  title: 'Order MO-2026-000123 is paid: please ship it',
  body: 'Your tickets sold and the buyer paid for order MO-2026-000123. Please ship them by December 1, 2026 and add the tracking details.',
  url: `${SITE}/account/myorders?tab=SELL`,
  action: 'View the order',
  unsubscribe: unsubscribe('orders'),
});

export const OfferCountered = story({
  name: 'Bea Buyer',
  title: 'Counter-offer on OF-000017: $95.00',
  body: 'The seller countered offer OF-000017 with $95.00. Answer it before it expires.',
  url: `${SITE}/account/myoffers/OF-000017`,
  action: 'View the offer',
  unsubscribe: unsubscribe('offers'),
});

export const MessageReceived = story({
  name: 'Bea Buyer',
  title: 'New message from Sam Seller',
  body: 'Sam Seller sent you a message on Momento.',
  url: `${SITE}/account/mymessages/7`,
  action: 'Read the message',
  unsubscribe: unsubscribe('messages'),
});

/** Replies to reports are essential: no unsubscribe part. */
export const ReportReplied = story({
  name: 'Rita Reporter',
  title: "Reply to your report 'Charged twice'",
  body: "There is a new reply to your report 'Charged twice'.",
  url: `${SITE}/account/report/12`,
  action: 'View the report',
});
