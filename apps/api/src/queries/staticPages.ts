import type { Queryable } from '../db/database.ts';

// The site's static pages (terms, the seller agreement, ...), as the admins wrote them.

/** Every static page, or the one named `pageName`. */
export function staticPages(db: Queryable, pageName: string | undefined) {
  let query = db.selectFrom('static_pages').select(['page_name', 'content_html']).orderBy('id');
  if (pageName) query = query.where('page_name', '=', pageName);
  return query.execute();
}

/** The static page named `pageName`, if there is one. */
export function staticPage(db: Queryable, pageName: string) {
  return db
    .selectFrom('static_pages')
    .select(['page_name', 'content_html'])
    .where('page_name', '=', pageName)
    .executeTakeFirst();
}
