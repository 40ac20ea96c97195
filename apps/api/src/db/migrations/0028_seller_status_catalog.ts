/**
 * A seller's status is part of the catalogue: a deactivated seller's listings and collections vanish from the public
 * reads (docs/rules/visibility.md), even those that deactivation takes off no sale (a show-only listing, a
 * collection). A change of a seller permission's status therefore reaches every catalogue cache as any other change
 * does: a row of kind `other` in the change log (migration 0010: every cache is dropped; seller statuses change
 * rarely) and the NOTIFY of migration 0004 that wakes the other servers. Granting a permission changes nothing shown.
 */
export const statements: string[] = [
  `CREATE TRIGGER permissions_log_status AFTER UPDATE OF status OR DELETE ON permissions
     FOR EACH STATEMENT EXECUTE FUNCTION log_catalog_change()`,
  `CREATE TRIGGER permissions_notify_catalog AFTER UPDATE OF status OR DELETE ON permissions
     FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_change()`,
];
