/**
 * Live updates (src/live/hub.ts): each event published on the momento_live channel takes its id from this sequence,
 * so ids are unique and increasing across every API process on one database, and a client resuming a stream with
 * Last-Event-ID on another process gets what it missed from that process's kept events.
 */
export const statements = ['CREATE SEQUENCE IF NOT EXISTS live_event_seq'];
