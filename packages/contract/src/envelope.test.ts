import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, listEnvelope } from './envelope.ts';

describe('envelope', () => {
  it('accepts a list reply with a next link and rejects one without items', () => {
    const schema = listEnvelope(z.object({ id: z.number() }));
    expect(schema.parse({ data: { items: [{ id: 1 }], next: '/venues.php?page=2' } })).toEqual({
      data: { items: [{ id: 1 }], next: '/venues.php?page=2' },
    });
    expect(schema.safeParse({ data: { next: '/x' } }).success).toBe(false);
  });

  it('reads an error reply as code and message', () => {
    expect(errorBody.parse({ error: { code: 'ERR0010', message: 'No' } }).error.message).toBe('No');
    expect(errorBody.safeParse({ error: 'No' }).success).toBe(false);
  });
});
