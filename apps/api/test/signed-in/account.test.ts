import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addToCart,
  makeOffer,
  ok,
  PASSWORD,
  placeOrder,
  startWorld,
  ticketFormBody,
  type Person,
  type World,
} from '../world.ts';

let w: World;
let seller: Person;

beforeAll(async () => {
  w = await startWorld();
  seller = await w.person({ seller: true, name: 'Sam Seller' });
});
afterAll(async () => {
  await w?.close();
});

const ticketBody = <Extra extends Record<string, unknown> = Record<never, never>>(extra?: Extra) =>
  ticketFormBody(w, extra);

describe('profile', () => {
  it('reads and updates name and phone', async () => {
    const p = await w.person({ name: 'Pat' });
    const me = ok(await w.op('userGet', { token: p.token }));
    expect(me).toMatchObject({
      id: p.id,
      name: 'Pat',
      mail: p.email,
      is_email_verified: 1,
      is_admin: 0,
      profile_url: null,
      permissions: [],
    });
    const updated = ok(
      await w.op('userUpdate', {
        token: p.token,
        body: { user_name: 'Patricia', mobile_no: '+44 20 7946 0000' },
      }),
    );
    expect(updated).toMatchObject({ name: 'Patricia', mobile_no: '+44 20 7946 0000' });
    expect(
      (await w.op('userUpdate', { token: p.token, body: { user_name: 'x'.repeat(257), mobile_no: '1' } }))
        .status,
    ).toBe(400);
    expect(
      (await w.op('userUpdate', { token: p.token, body: { user_name: 'P', mobile_no: '1'.repeat(21) } }))
        .status,
    ).toBe(400);
  });

  it('changes the password only with the right old password, and logs in with the new one', async () => {
    const p = await w.person();
    const wrong = await w.op('changePassword', {
      token: p.token,
      body: { old_password: 'nope', new_password: 'new-pass-1', confirm_password: 'new-pass-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The password is not correct.');
    const mismatch = await w.op('changePassword', {
      token: p.token,
      body: { old_password: PASSWORD, new_password: 'a', confirm_password: 'b' },
    });
    expect(mismatch.status).toBe(400);
    ok(
      await w.op('changePassword', {
        token: p.token,
        body: { old_password: PASSWORD, new_password: 'new-pass-1', confirm_password: 'new-pass-1' },
      }),
    );
    expect((await w.op('login', { body: { email: p.email, password: 'new-pass-1' } })).status).toBe(200);
    expect((await w.op('login', { body: { email: p.email, password: PASSWORD } })).status).toBe(401);
  });

  it('uploads a jpeg or png profile photo, resized, and refuses other files', async () => {
    const p = await w.person();
    const me = ok(
      await w.op('uploadProfilePhoto', {
        token: p.token,
        body: { image_file: `data:image/png;base64,${w.png}`, image_name: 'me.png' },
      }),
    );
    expect(me.profile_url).toMatch(/\/api\/v1\/images\/[0-9a-f]+-400\.jpg$/);
    const image = await fetch(
      `${w.api.url}${(me.profile_url ?? expect.fail('no profile photo')).replace('/api/v1', '')}`,
    );
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const gif = await w.op('uploadProfilePhoto', {
      token: p.token,
      body: { image_file: Buffer.from('GIF89a....').toString('base64'), image_name: 'me.gif' },
    });
    expect(gif.status).toBe(400);
    expect(gif.body.error.message).toBe('File type must be image/jpeg, image/png');
  });

  it('deletes an account with the right password and refuses with active orders or approved offers', async () => {
    const buyer = await w.person();
    await placeOrder(w, buyer, [await w.ticket(seller.id)]);
    const refused = await w.op('deleteAccount', { token: buyer.token, body: { password: PASSWORD } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'Your account has active orders or approved offers, so it can not be deleted.',
    );

    const offerer = await w.person();
    const ticket = await w.ticket(seller.id);
    const offer = await makeOffer(w, offerer, seller.id, ticket);
    ok(
      await w.op('offerSetStatus', {
        token: seller.token,
        body: { offer_no: offer.offer_no, offer_id: offer.offer_id, status: 'ACCEPT' },
      }),
      204,
    );
    expect((await w.op('deleteAccount', { token: offerer.token, body: { password: PASSWORD } })).status).toBe(
      409,
    );

    const leaver = await w.person({ seller: true });
    const listing = await w.ticket(leaver.id);
    const someone = await w.person();
    await addToCart(w, someone, await w.ticket(seller.id));
    expect((await w.op('deleteAccount', { token: leaver.token, body: { password: 'wrong' } })).status).toBe(
      400,
    );
    ok(await w.op('deleteAccount', { token: leaver.token, body: { password: PASSWORD } }));
    expect((await w.op('userGet', { token: leaver.token })).status).toBe(401);
    const gone = await w.db
      .selectFrom('tickets')
      .select('deleted_at')
      .where('id', '=', listing)
      .executeTakeFirstOrThrow();
    expect(gone.deleted_at).not.toBeNull();
    expect((await w.op('product', { query: { product_id: listing } })).status).toBe(404);
  });
});

describe('seller registration and payment details', () => {
  it('registers a buyer as an active seller with PayPal details, once', async () => {
    const p = await w.person();
    expect((await w.op('sellerPaymentGet', { token: p.token })).status).toBe(403);
    const seller1 = ok(
      await w.op('sellerRegister', {
        token: p.token,
        body: { paypal_details: { id: 'PAYPAL-1', email: 'pay@momento.test' } },
      }),
    );
    expect(seller1).toMatchObject({
      id: p.id,
      status: 'ACTIVE',
      payment_details: { type: 'PAYPAL', is_verified: 0 },
      paypal_details: { paypal_id: 'PAYPAL-1', paypal_mail: 'pay@momento.test' },
    });
    const me = ok(await w.op('userGet', { token: p.token }));
    expect(me.permissions).toEqual([{ permission: 'SELLER', status: 'ACTIVE' }]);
    const again = await w.op('sellerRegister', {
      token: p.token,
      body: { paypal_details: { id: 'X', email: 'x@momento.test' } },
    });
    expect(again.status).toBe(409);
    expect(
      (
        await w.op('sellerRegister', {
          token: p.token,
          body: { paypal_details: { id: 'X', email: 'not-an-email' } },
        })
      ).status,
    ).toBe(400);
  });

  it('updates only its own payment details', async () => {
    const s = await w.person({ seller: true });
    const details = ok(await w.op('sellerPaymentGet', { token: s.token }));
    const updated = ok(
      await w.op('sellerPaymentUpdate', {
        token: s.token,
        body: {
          paypal_details_id: details.paypal_details.id,
          paypal_id: 'NEW',
          paypal_email: 'new@momento.test',
        },
      }),
    );
    expect(updated.paypal_details).toMatchObject({ paypal_id: 'NEW', paypal_mail: 'new@momento.test' });
    const other = await w.person({ seller: true });
    expect(
      (
        await w.op('sellerPaymentUpdate', {
          token: other.token,
          body: {
            paypal_details_id: details.paypal_details.id,
            paypal_id: 'HACK',
            paypal_email: 'h@momento.test',
          },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps an inactive seller out of listing tools', async () => {
    const inactive = await w.person({ seller: 'inactive' });
    expect((await w.op('ticketCreate', { token: inactive.token, body: ticketBody() })).status).toBe(403);
    expect(ok(await w.op('sellerPaymentGet', { token: inactive.token })).status).toBe('INACTIVE');
  });
});

describe('seller tickets', () => {
  it('creates a ticket on an existing event with images and a support document, and lists it as own', async () => {
    const s = await w.person({ seller: true });
    const doc = {
      document_data: Buffer.from('%PDF-1.4 proof').toString('base64'),
      document_name: 'proof.pdf',
    };
    const created = ok(
      await w.op('ticketCreate', { token: s.token, body: ticketBody({ support_document: [doc] }) }),
    );
    expect(created).toMatchObject({
      listing_name: 'World Cup Final stub',
      status: 'SELL',
      isSale: 1,
      cost: { value: '120.50' },
      section: 'A',
      seat_no: '12',
      quality: 'GOOD',
    });
    expect(created.images).toHaveLength(1);
    expect(created.support_document).toMatchObject({ document_name: 'proof.pdf' });
    const mine = ok(await w.op('myTickets', { token: s.token }));
    expect(mine.items.map((t: { product_id: number }) => t.product_id)).toEqual([created.product_id]);
    const one = ok(await w.op('myTickets', { query: { product_id: created.product_id }, token: s.token }));
    expect(one.items).toHaveLength(1);
    expect(
      ok(await w.op('myTickets', { query: { product_id: created.product_id }, token: seller.token })).items,
    ).toEqual([]);
  });

  it.each([
    [
      'a PDF with JavaScript (stored as uploaded, never served or opened)',
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF',
      ),
      'proof.pdf',
      200,
      '',
    ],
    [
      'a .docx that is a zip of a million zeros (stored as bytes, never unpacked)',
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(1_000_000)]),
      'bomb.docx',
      200,
      '',
    ],
    [
      'PNG bytes named .pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]),
      'proof.pdf',
      400,
      'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png',
    ],
    [
      'an HTML page named .txt with a NUL',
      Buffer.from('<script>alert(1)</script>\u0000'),
      'notes.txt',
      400,
      'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png',
    ],
    [
      'an SVG named .png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'proof.png',
      400,
      'File type must be *.pdf,*.png,text/plain,image/jpeg,image/png',
    ],
    [
      '6 MB (over the 5 MB limit)',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024)]),
      'big.pdf',
      413,
      'larger than 5 MB',
    ],
  ])('support document corpus: %s', async (_, bytes, name, status, message) => {
    const s = await w.person({ seller: true });
    const reply = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        support_document: [{ document_data: bytes.toString('base64'), document_name: name }],
      }),
    });
    expect(reply.status).toBe(status);
    if (status === 200) {
      expect(reply.body.data.support_document).toMatchObject({ document_name: name });
      // Stored as uploaded and served to its seller only, as a download that nothing renders or sniffs.
      const url = `${w.api.url.replace(/\/api\/v1$/, '')}${reply.body.data.support_document?.url}`;
      const download = await fetch(url, { headers: { authorization: `Bearer ${s.token}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
      const other = await w.person({ seller: true });
      expect((await fetch(url, { headers: { authorization: `Bearer ${other.token}` } })).status).toBe(404);
      expect((await fetch(url)).status).toBe(401);
    } else {
      expect(reply.body.error.message).toContain(message);
    }
  });

  it('keeps two sellers who upload the same file apart: each downloads their own, and removing one leaves the other', async () => {
    const bytes = Buffer.from('%PDF-1.4 the same scanned receipt');
    const one = await w.person({ seller: true });
    const two = await w.person({ seller: true });
    const first = ok(
      await w.op('ticketCreate', {
        token: one.token,
        body: ticketBody({
          support_document: [{ document_data: bytes.toString('base64'), document_name: 'first.pdf' }],
        }),
      }),
    );
    const second = ok(
      await w.op('ticketCreate', {
        token: two.token,
        body: ticketBody({
          support_document: [{ document_data: bytes.toString('base64'), document_name: 'second.pdf' }],
        }),
      }),
    );
    const urlOf = (ticket: { support_document: { url: string } | null }) =>
      `${w.api.url.replace(/\/api\/v1$/, '')}${ticket.support_document?.url}`;
    const download = (url: string, person: Person) =>
      fetch(url, { headers: { authorization: `Bearer ${person.token}` } });
    expect(urlOf(first)).not.toBe(urlOf(second));
    for (const [ticket, person, name] of [
      [first, one, 'first.pdf'],
      [second, two, 'second.pdf'],
    ] as const) {
      const own = await download(urlOf(ticket), person);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-disposition')).toContain(`filename="${name}"`);
      expect(Buffer.from(await own.arrayBuffer()).equals(bytes)).toBe(true);
    }
    expect((await download(urlOf(first), two)).status).toBe(404);
    expect((await download(urlOf(second), one)).status).toBe(404);
    // The first seller removes theirs: the second seller's copy is untouched.
    const removed = ok(
      await w.op('ticketUpdate', {
        token: one.token,
        body: ticketBody({ product_id: first.product_id, support_document: [] }),
      }),
    );
    expect(removed.support_document).toBeNull();
    expect((await download(urlOf(first), one)).status).toBe(404);
    expect((await download(urlOf(second), two)).status).toBe(200);
  });

  it('refuses a bad support document type and a ticket without images', async () => {
    const s = await w.person({ seller: true });
    const exe = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        support_document: [
          { document_data: Buffer.from('MZ...').toString('base64'), document_name: 'x.exe' },
        ],
      }),
    });
    expect(exe.status).toBe(400);
    expect(exe.body.error.message).toBe('File type must be *.pdf,*.png,text/plain,image/jpeg,image/png');
    const noImages = await w.op('ticketCreate', { token: s.token, body: ticketBody({ images: [] }) });
    expect(noImages.status).toBe(400);
    const twoDocs = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        support_document: [
          { document_data: 'QQ==', document_name: 'a.txt' },
          { document_data: 'QQ==', document_name: 'b.txt' },
        ],
      }),
    });
    expect(twoDocs.status).toBe(400);
    const noPrice = await w.op('ticketCreate', { token: s.token, body: ticketBody({ cost: null }) });
    expect(noPrice.status).toBe(400);
  });

  it('creates a new event with new venue, sub-genre, team and artist, all waiting in INQUEUE for an admin', async () => {
    const s = await w.person({ seller: true });
    const event = {
      event_name: 'Garage Final 1971',
      event_date: '1971-05-01',
      venue: { name: 'Old Ground' },
      significance: 'First final',
      genre: {
        genre_id: w.refs.genreId,
        sub_genre: { name: 'Amateur Football' },
        teams: [{ name: 'Reds' }, { name: 'Blues' }],
        artists: [],
      },
    };
    const created = ok(await w.op('ticketCreate', { token: s.token, body: ticketBody({ event }) }));
    expect(created.event).toMatchObject({
      name: 'Garage Final 1971',
      status: 'INQUEUE',
      is_admin_created: 0,
      created_by: s.id,
    });
    expect(created.event.teams.map((t: { team_name: string }) => t.team_name).sort()).toEqual([
      'Blues',
      'Reds',
    ]);
    const venue = await w.db
      .selectFrom('venues')
      .select(['status', 'created_by'])
      .where('name', '=', 'Old Ground')
      .executeTakeFirstOrThrow();
    expect(venue).toEqual({ status: 'INQUEUE', created_by: s.id });
    // Others do not see the queued event; its creator does.
    const publicEvents = ok(
      await w.op('events', { query: { status: 'APPROVED,INQUEUE', full_result: 1 }, token: seller.token }),
    );
    expect(publicEvents.items.map((e: { name: string }) => e.name)).not.toContain('Garage Final 1971');
    const own = ok(
      await w.op('events', { query: { status: 'APPROVED,INQUEUE', full_result: 1 }, token: s.token }),
    );
    expect(own.items.map((e: { name: string }) => e.name)).toContain('Garage Final 1971');
    // Another seller cannot list on someone else's queued event.
    const other = await w.op('ticketCreate', {
      token: seller.token,
      body: ticketBody({ event: { event_id: created.event.event_id } }),
    });
    expect(other.status).toBe(404);
  });

  it('refuses duplicate team/artists and teams without a sub-genre with the spec messages', async () => {
    const s = await w.person({ seller: true });
    const base = { event_name: 'E', event_date: '2001-01-01', venue: w.refs.venueId };
    const dup = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        event: {
          ...base,
          genre: {
            genre_id: w.refs.genreId,
            sub_genre: w.refs.subGenreId,
            teams: [{ name: 'Reds' }, { name: 'reds' }],
          },
        },
      }),
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.message).toBe(
      'Duplicate team/artists value exists. Please select unique team/artists.',
    );
    const noSub = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        event: { ...base, genre: { genre_id: w.refs.genreId, teams: [{ name: 'Reds' }] } },
      }),
    });
    expect(noSub.status).toBe(400);
    expect(noSub.body.error.message).toBe('Please select a subgenre.');
    // A sub-genre restricts the teams: one of another sub-genre is refused.
    const otherSub = await w.db
      .insertInto('sub_genres')
      .values({ genre_id: w.refs.genreId, name: 'Rugby', display_name: 'Rugby' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rugbyTeam = await w.db
      .insertInto('teams')
      .values({ sub_genre_id: otherSub.id, name: 'Lions', display_name: 'Lions' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await w.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const outside = await w.op('ticketCreate', {
      token: s.token,
      body: ticketBody({
        event: {
          ...base,
          genre: { genre_id: w.refs.genreId, sub_genre: w.refs.subGenreId, teams: [rugbyTeam.id] },
        },
      }),
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe(
      'A selected team or artist does not belong to the selected sub-genre.',
    );
    expect(
      await w.db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('edits a ticket: removed images, new images, but never its last image', async () => {
    const s = await w.person({ seller: true });
    const created = ok(await w.op('ticketCreate', { token: s.token, body: ticketBody() }));
    const imageId = created.images[0]!.image_id;
    const last = await w.op('ticketUpdate', {
      token: s.token,
      body: ticketBody({ product_id: created.product_id, images: [], removed_images: [imageId] }),
    });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe('Ticket should have aleast one image');
    const edited = ok(
      await w.op('ticketUpdate', {
        token: s.token,
        body: ticketBody({
          product_id: created.product_id,
          listing_name: 'Renamed',
          removed_images: [imageId],
          images: [{ image_file: w.png, image_name: 'b.png' }],
        }),
      }),
    );
    expect(edited.listing_name).toBe('Renamed');
    expect(edited.images).toHaveLength(1);
    expect(edited.images[0]!.image_id).not.toBe(imageId);
    const lastDelete = await w.op('ticketDeleteImages', {
      token: s.token,
      body: { product_id: created.product_id, images: [edited.images[0]!.image_id] },
    });
    expect(lastDelete.status).toBe(409);
    const withTwo = ok(
      await w.op('ticketUpdate', {
        token: s.token,
        body: ticketBody({
          product_id: created.product_id,
          images: [{ image_file: w.png, image_name: 'c.png' }],
        }),
      }),
    );
    expect(withTwo.images).toHaveLength(2);
    const one = ok(
      await w.op('ticketDeleteImages', {
        token: s.token,
        body: { product_id: created.product_id, images: [withTwo.images[0]!.image_id] },
      }),
    );
    expect(one.images).toHaveLength(1);
  });

  it.each(['SOLD', 'CART', 'IN_CHECK_OUT', 'IN_ORDER', 'OFFER', 'INACTIVE'])(
    'refuses edit and delete of a %s ticket',
    async (state) => {
      const s = await w.person({ seller: true });
      const id = await w.ticket(s.id, { status: state });
      const edit = await w.op('ticketUpdate', { token: s.token, body: ticketBody({ product_id: id }) });
      expect(edit.status).toBe(409);
      const del = await w.op('ticketDelete', { token: s.token, body: { product_id: id } });
      expect(del.status).toBe(409);
      expect(del.body.error.message).toContain('can not be changed');
    },
  );

  it('deletes own tickets only and drops open offers on them', async () => {
    const s = await w.person({ seller: true });
    const id = await w.ticket(s.id);
    const buyer = await w.person();
    const offer = await makeOffer(w, buyer, s.id, id);
    expect((await w.op('ticketDelete', { token: seller.token, body: { product_id: id } })).status).toBe(404);
    ok(await w.op('ticketDelete', { token: s.token, body: { product_id: id } }));
    expect((await w.op('product', { query: { product_id: id } })).status).toBe(404);
    expect(
      ok(await w.op('offerGet', { query: { offer_no: offer.offer_no }, token: buyer.token })).offer_status,
    ).toBe('DROPPED');
  });

  it('moves an OWNED ticket to sell', async () => {
    const s = await w.person({ seller: true });
    const id = await w.ticket(s.id, { isSale: false });
    const moved = ok(await w.op('moveToSell', { token: s.token, body: { product_id: id, cost: 45 } }));
    expect(moved).toMatchObject({ status: 'SELL', isSale: 1, cost: { value: '45.00' } });
    const again = await w.op('moveToSell', { token: s.token, body: { product_id: id, cost: 45 } });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only an owned ticket can be moved to sell.');
  });
});

describe('collections', () => {
  it('creates, edits, fills (through the ticket form), removes a ticket and deletes', async () => {
    const s = await w.person({ seller: true });
    const created = ok(
      await w.op('collectionCreate', {
        token: s.token,
        body: { collection_name: 'Finals', isSale: 1, cost: '300' },
      }),
    );
    expect(created).toMatchObject({
      collection_name: 'Finals',
      isSale: 1,
      cost: { value: '300.00' },
      status: 'ACTIVE',
      ticket_count: 0,
      user_id: s.id,
    });
    const edited = ok(
      await w.op('collectionUpdate', {
        token: s.token,
        body: { collection_id: created.id, collection_name: 'All finals', isSale: '0' },
      }),
    );
    expect(edited).toMatchObject({ collection_name: 'All finals', isSale: '0' });
    const ticket = ok(
      await w.op('ticketCreate', {
        token: s.token,
        body: ticketBody({ ticket_details: { collection: created.id } }),
      }),
    );
    expect(ticket.collection).toEqual({ collection_id: created.id, collection_name: 'All finals' });
    const inside = ok(
      await w.op('myTickets', { query: { collection_id: created.id, full_result: 1 }, token: s.token }),
    );
    expect(inside.items).toHaveLength(1);
    const list = ok(await w.op('sellerCollections', { query: { full_result: 1 }, token: s.token }));
    expect(list.items.map((c: { id: number }) => c.id)).toEqual([created.id]);
    ok(
      await w.op('collectionRemoveTicket', {
        token: s.token,
        body: { collection_id: created.id, product_id: ticket.product_id },
      }),
    );
    expect(
      ok(await w.op('myTickets', { query: { collection_id: created.id }, token: s.token })).items,
    ).toEqual([]);
    ok(await w.op('collectionDelete', { token: s.token, body: { collection_id: created.id } }));
    expect(ok(await w.op('sellerCollections', { token: s.token })).items).toEqual([]);
  });

  it('refuses a sale collection without a price, and changes to a collection in a cart', async () => {
    const s = await w.person({ seller: true });
    expect(
      (await w.op('collectionCreate', { token: s.token, body: { collection_name: 'X', isSale: 1 } })).status,
    ).toBe(400);
    const id = await w.collection(s.id);
    await w.ticket(s.id, { collectionId: id });
    const buyer = await w.person();
    ok(await w.op('cartAdd', { token: buyer.token, body: { type: 'COLLECTION', id } }));
    const listed = ok(await w.op('sellerCollections', { token: s.token }));
    expect(listed.items[0]!.status).toBe('CART');
    expect(
      (
        await w.op('collectionUpdate', {
          token: s.token,
          body: { collection_id: id, collection_name: 'Y', isSale: '0' },
        })
      ).status,
    ).toBe(409);
    expect((await w.op('collectionDelete', { token: s.token, body: { collection_id: id } })).status).toBe(
      409,
    );
    expect(
      (
        await w.op('collectionUpdate', {
          token: seller.token,
          body: { collection_id: id, collection_name: 'Y', isSale: '0' },
        })
      ).status,
    ).toBe(404);
  });

  it('gives a non-seller an empty collection list', async () => {
    const p = await w.person();
    expect(ok(await w.op('sellerCollections', { token: p.token }))).toEqual({ items: [] });
    const count = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM collections WHERE user_id = ${p.id}`.execute(w.db);
    expect(count.rows[0]?.n).toBe(0);
  });
});
