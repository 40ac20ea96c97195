import { sql } from 'kysely';
import type { Queryable } from '../db/database.ts';

// The home page's popular lists, as the admins order them: keywords, events, teams and artists.

export function popularKeywords(db: Queryable) {
  return db.selectFrom('popular_searches').select('keyword').orderBy('display_order').orderBy('id').execute();
}

/** The popular events that are approved, with their venue's name. */
export function popularEventRows(db: Queryable) {
  return db
    .selectFrom('popular_events as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .innerJoin('venues as v', 'v.id', 'e.venue_id')
    .select(['e.id', 'e.name', 'e.event_date', 'v.display_name'])
    .where('e.status', '=', 'APPROVED')
    .orderBy('p.display_order')
    .orderBy('e.id')
    .execute();
}

/** The popular teams and artists that are approved, in one list. */
export async function popularTeamArtistRows(db: Queryable) {
  const rows = await sql<{ id: number; display_name: string; is_team: boolean }>`
      SELECT coalesce(t.id, a.id) AS id, coalesce(t.display_name, a.display_name) AS display_name, p.team_id IS NOT NULL AS is_team
        FROM popular_team_artists p
        LEFT JOIN teams t ON t.id = p.team_id AND t.status = 'APPROVED'
        LEFT JOIN artists a ON a.id = p.artist_id AND a.status = 'APPROVED'
       WHERE coalesce(t.id, a.id) IS NOT NULL
       ORDER BY p.display_order, p.id`.execute(db);
  return rows.rows;
}
