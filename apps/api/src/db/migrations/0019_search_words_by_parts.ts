/**
 * Words without reading the table. A listing's search text (tickets.search_text) is its listing name and its event's
 * text (name, significance, venue, teams, artists), lower-cased and joined by spaces. Each event now keeps its part
 * (events.search_text) and a listing's text is built from it, so that, since a search word never holds a space, a
 * word occurs in a listing's text exactly when it occurs in the listing's name or in its event's text. The search
 * then matches the events' texts (a few thousand rows) and checks each listing's event id and name on the entries of
 * the newest-first index, which now carries the name, row and seat too: every filter of a search is checked on the
 * index entries alone (an index-only walk), and a word's rare matches are gathered from a trigram index on the names
 * (short) with the event index, instead of rechecking the long texts of the trigram index on search_text, which goes.
 * The event index carries the same columns, so that the listings of a few events are filtered on its entries too.
 *
 * events.search_text is refreshed where the listings' copies are: an event's own change (before it is written), its
 * teams and artists (before its listings are touched), and a venue, team or artist renamed.
 */
const EVENT_TEXT = `lower(concat_ws(' ', ev.name, ev.significance,
           (SELECT v.display_name FROM venues v WHERE v.id = ev.venue_id), (SELECT v.name FROM venues v WHERE v.id = ev.venue_id),
           (SELECT string_agg(t.display_name, ' ') FROM event_teams et JOIN teams t ON t.id = et.team_id WHERE et.event_id = ev.id),
           (SELECT string_agg(a.display_name, ' ') FROM event_artists ea JOIN artists a ON a.id = ea.artist_id WHERE ea.event_id = ev.id)))`;

/** The listed tickets' names, for the trigram index (the seed builds it once after its bulk load, as here). */
export const NAME_TRIGRAM_INDEX = `DO $$ BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX tickets_name_trgm_idx ON tickets USING gin (lower(listing_name) gin_trgm_ops) WHERE status = 'SELL' AND deleted_at IS NULL;
     END IF;
   END $$`;

export const statements: string[] = [
  `ALTER TABLE events ADD COLUMN search_text text NOT NULL DEFAULT ''`,
  `CREATE FUNCTION event_search_text(ev events) RETURNS text LANGUAGE sql STABLE AS $$ SELECT ${EVENT_TEXT} $$`,
  `UPDATE events e SET search_text = event_search_text(e)`,
  `CREATE FUNCTION events_fill_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.search_text := event_search_text(NEW);
     RETURN NEW;
   END $$`,
  `CREATE TRIGGER events_fill_search_text BEFORE INSERT OR UPDATE OF name, significance, venue_id ON events
     FOR EACH ROW EXECUTE FUNCTION events_fill_search_text()`,
  // A listing's text: its name and its event's text (the same text as before, built from the event's part).
  `CREATE OR REPLACE FUNCTION tickets_fill_from_event() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     SELECT e.event_date, e.venue_id, e.genre_id, e.sub_genre_id, lower(concat_ws(' ', NEW.listing_name, e.search_text))
       INTO NEW.event_date, NEW.venue_id, NEW.genre_id, NEW.sub_genre_id, NEW.search_text
       FROM events e
      WHERE e.id = NEW.event_id;
     RETURN NEW;
   END $$`,
  // Teams and artists of an event: its text first, then its listings' copies.
  `CREATE OR REPLACE FUNCTION events_touch_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_TABLE_NAME = 'events' THEN
       UPDATE tickets SET event_id = event_id WHERE event_id = NEW.id;
     ELSIF TG_OP = 'DELETE' THEN
       UPDATE events e SET search_text = event_search_text(e) WHERE e.id = OLD.event_id;
       UPDATE tickets SET event_id = event_id WHERE event_id = OLD.event_id;
     ELSE
       UPDATE events e SET search_text = event_search_text(e) WHERE e.id = NEW.event_id;
       UPDATE tickets SET event_id = event_id WHERE event_id = NEW.event_id;
     END IF;
     RETURN NULL;
   END $$`,
  `CREATE OR REPLACE FUNCTION reference_names_touch_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_TABLE_NAME = 'venues' THEN
       UPDATE events e SET search_text = event_search_text(e) WHERE e.venue_id = NEW.id;
       UPDATE tickets SET event_id = event_id WHERE venue_id = NEW.id;
     ELSIF TG_TABLE_NAME = 'teams' THEN
       UPDATE events e SET search_text = event_search_text(e) WHERE e.id IN (SELECT event_id FROM event_teams WHERE team_id = NEW.id);
       UPDATE tickets SET event_id = event_id WHERE event_id IN (SELECT event_id FROM event_teams WHERE team_id = NEW.id);
     ELSE
       UPDATE events e SET search_text = event_search_text(e) WHERE e.id IN (SELECT event_id FROM event_artists WHERE artist_id = NEW.id);
       UPDATE tickets SET event_id = event_id WHERE event_id IN (SELECT event_id FROM event_artists WHERE artist_id = NEW.id);
     END IF;
     RETURN NULL;
   END $$`,
  `DROP INDEX IF EXISTS tickets_public_id_idx`,
  `CREATE INDEX tickets_public_id_idx ON tickets (id)
     INCLUDE (event_id, seller_id, venue_id, sub_genre_id, event_date, is_sale, price_cents, face_price_cents, is_featured, collection_id,
              section, row, seat_no, listing_name)
     WHERE status = 'SELL' AND deleted_at IS NULL`,
  // The event index carries the same columns: the listings of a few events are gathered and filtered on its entries.
  `DROP INDEX IF EXISTS tickets_public_event_idx`,
  `CREATE INDEX tickets_public_event_idx ON tickets (event_id, id)
     INCLUDE (seller_id, venue_id, sub_genre_id, event_date, is_sale, price_cents, face_price_cents, is_featured, collection_id,
              section, row, seat_no, listing_name)
     WHERE status = 'SELL' AND deleted_at IS NULL`,
  `DROP INDEX IF EXISTS tickets_search_trgm_idx`,
  NAME_TRIGRAM_INDEX,
  `DO $$ BEGIN
     IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
       CREATE INDEX events_search_trgm_idx ON events USING gin (search_text gin_trgm_ops);
     END IF;
   END $$`,
];
