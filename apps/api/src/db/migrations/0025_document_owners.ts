/**
 * A supporting document belongs to the seller who uploaded it (`owner_id`), not to whoever holds the ticket later: a
 * ticket changes hands when its buyer confirms receipt, and the previous seller's evidence (a receipt with their
 * name, say) must not pass to the buyer with it. Reads and downloads check the owner (docs/rules/permissions.md).
 *
 * Existing documents get the seller who held the ticket when they were uploaded: the seller of the first hand-over
 * after the upload (a sub-order the buyer confirmed, DELIVERED_ACK_BUYER, whose holds were released at the hand-over),
 * or else the ticket's seller now.
 *
 * Storage keys are unique per upload from now on; earlier uploads of the same file by two sellers share a key, so the
 * download looks the key up with its reader (the index below), never by key alone.
 */
export const statements: string[] = [
  `ALTER TABLE ticket_documents ADD COLUMN owner_id integer REFERENCES users (id)`,
  `UPDATE ticket_documents d
      SET owner_id = COALESCE(
            (SELECT so.seller_id
               FROM ticket_holds h
               JOIN line_items li ON li.id = h.line_item_id
               JOIN sub_orders so ON so.id = li.sub_order_id
              WHERE h.ticket_id = d.ticket_id AND so.fulfilment_status = 'DELIVERED_ACK_BUYER' AND h.released_at >= d.created_at
              ORDER BY h.released_at
              LIMIT 1),
            (SELECT t.seller_id FROM tickets t WHERE t.id = d.ticket_id))`,
  `ALTER TABLE ticket_documents ALTER COLUMN owner_id SET NOT NULL`,
  `CREATE INDEX ticket_documents_storage_key_idx ON ticket_documents (storage_key) WHERE deleted_at IS NULL`,
];
