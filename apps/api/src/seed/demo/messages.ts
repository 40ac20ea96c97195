import type { DemoContext } from './context.ts';

/** The demo conversation between the buyer and the seller, oldest first (B: buyer, S: seller). */
const CONVERSATION: ReadonlyArray<readonly ['B' | 'S', string]> = [
  ['B', 'Hi Sam, is the 1986 World Series stub still available?'],
  ['S', 'Hi Bailey, yes it is. It is in a sealed top loader.'],
  ['B', 'Great. Any creases or stains?'],
  ['S', 'One soft corner on the back, otherwise clean. I can add a close-up photo.'],
  ['B', 'That would help, thanks.'],
  ['S', 'Added two photos to the listing just now.'],
  ['B', 'Looks good. Is the seat number readable?'],
  ['S', 'Yes: section 112, row F, seat 9.'],
  ['B', 'Perfect, that matches the program I have.'],
  ['S', 'Nice, a matched set is rare.'],
  ['B', 'Would you ship it with tracking?'],
  ['S', 'Always, with signature on delivery for anything over $100.'],
  ['B', 'How long does shipping usually take?'],
  ['S', 'Two to four working days within the US.'],
  ['B', 'OK. Would you consider an offer?'],
  ['S', 'Send one through the Make an offer button and I will look at it tonight.'],
  ['B', 'Will do.'],
  ['S', 'Thanks!'],
  ['B', 'Do you have the matching ticket from game 7 too?'],
  ['S', 'Not right now, but I am meeting a collector next week.'],
  ['B', 'Please keep me posted.'],
  ['S', 'I will message you here.'],
  ['B', 'Thanks Sam.'],
  ['S', 'Quick update: the collector has the game 7 stub.'],
  ['B', 'Great news! What condition?'],
  ['S', 'Very good, slight fading on the print. I will list it tomorrow.'],
  ['B', 'I will watch for it.'],
  ['S', 'It is listed now, in my collection "World Series 1986".'],
];

/**
 * The demo of the My Messages and Reports screens: a room between the
 * demo buyer and seller with a few dozen messages whose last one, from the seller, the buyer has not read; a read
 * room between the buyer and the admin; a seller report and a common report with replies from the buyer.
 */
export async function seedMessagesDemo({ trx, idOf }: DemoContext): Promise<void> {
  const buyer = idOf('buyer@momento.test');
  const seller = idOf('seller@momento.test');
  const admin = idOf('admin@momento.test');
  const now = Date.now();
  const minute = 60_000;

  async function room(
    a: number,
    b: number,
    lines: ReadonlyArray<readonly [number, string]>,
    unreadFor: number | null,
    startMinutesAgo: number,
  ) {
    const sentAt = (index: number) => new Date(now - (startMinutesAgo - index * 37) * minute);
    const last = sentAt(lines.length - 1);
    const [created] = await trx
      .insertInto('rooms')
      .values({
        pair_key: `${Math.min(a, b)}:${Math.max(a, b)}`,
        created_by: a,
        last_message_at: last,
        created_at: sentAt(0),
      })
      .returning('id')
      .execute();
    const roomId = created?.id as number;
    await trx
      .insertInto('room_participants')
      .values(
        [a, b].map((user_id) => ({
          room_id: roomId,
          user_id,
          has_unread: user_id === unreadFor,
          last_read_at: user_id === unreadFor ? null : last,
        })),
      )
      .execute();
    await trx
      .insertInto('messages')
      .values(
        lines.map(([sender_id, message], index) => ({
          room_id: roomId,
          sender_id,
          message,
          sent_at: sentAt(index),
        })),
      )
      .execute();
  }

  await room(
    buyer,
    seller,
    CONVERSATION.map(([who, text]) => [who === 'B' ? buyer : seller, text] as const),
    buyer,
    CONVERSATION.length * 37 + 30,
  );
  await room(
    admin,
    buyer,
    [
      [admin, 'Welcome to Momento! Reply here if you need help with an order.'],
      [buyer, 'Thanks, will do.'],
      [admin, 'Happy collecting!'],
    ],
    null,
    3 * 24 * 60,
  );

  const typeId = async (scope: 'SELLER' | 'COMMON', type: string) =>
    (
      await trx
        .selectFrom('report_types')
        .select('id')
        .where('scope', '=', scope)
        .where('type', '=', type)
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .insertInto('reports')
    .values({
      scope: 'SELLER',
      report_type_id: await typeId('SELLER', 'Item not as described'),
      reported_by: buyer,
      report_on: seller,
      content: 'The listing photos did not show the crease on the back.',
      created_at: new Date(now - 5 * 24 * 60 * minute),
      updated_at: new Date(now - 5 * 24 * 60 * minute),
    })
    .execute();
  const [common] = await trx
    .insertInto('reports')
    .values({
      scope: 'COMMON',
      report_type_id: await typeId('COMMON', 'Order problem'),
      reported_by: buyer,
      report_on: null,
      title: 'Tracking has not moved for a week',
      content: 'My order was marked shipped eight days ago and the tracking still shows the label only.',
      created_at: new Date(now - 2 * 24 * 60 * minute),
      updated_at: new Date(now - 2 * 24 * 60 * minute),
    })
    .returning('id')
    .execute();
  await trx
    .insertInto('report_replies')
    .values([
      {
        report_id: common?.id as number,
        sender_id: admin,
        message: 'Thanks for letting us know. We have asked the seller for a new tracking number.',
        sent_at: new Date(now - 36 * 60 * minute),
      },
      {
        report_id: common?.id as number,
        sender_id: buyer,
        message: 'Thank you, I will wait for the update.',
        sent_at: new Date(now - 30 * 60 * minute),
      },
    ])
    .execute();
}
