/**
 * A listing's search text (tickets.search_text, filled by tickets_fill_from_event in 0001_initial) holds its event's
 * venue, team and artist names. Events refresh their tickets when they change; venues, teams and artists can now be
 * renamed too (an INQUEUE item by its creator, handlers/referenceItems.ts), so a rename refreshes the listings that
 * show the name.
 */
export const statements: string[] = [
  `CREATE FUNCTION reference_names_touch_tickets() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_TABLE_NAME = 'venues' THEN
       UPDATE tickets SET event_id = event_id WHERE venue_id = NEW.id;
     ELSIF TG_TABLE_NAME = 'teams' THEN
       UPDATE tickets SET event_id = event_id WHERE event_id IN (SELECT event_id FROM event_teams WHERE team_id = NEW.id);
     ELSE
       UPDATE tickets SET event_id = event_id WHERE event_id IN (SELECT event_id FROM event_artists WHERE artist_id = NEW.id);
     END IF;
     RETURN NULL;
   END $$`,
  ...['venues', 'teams', 'artists'].map(
    (table) => `CREATE TRIGGER ${table}_touch_tickets AFTER UPDATE OF name, display_name ON ${table}
       FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.display_name IS DISTINCT FROM NEW.display_name)
       EXECUTE FUNCTION reference_names_touch_tickets()`,
  ),
];
