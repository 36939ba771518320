import { createNextState as produce } from '@reduxjs/toolkit';
import { emptyTable, upsertEntities, type EntityTable } from '../../../client/entities/entityTable';

interface Topic {
  id: string;
  name: string;
  followedByMe?: boolean;
}

test('an upsert adds the entities not held, in order, and merges the fields a held one is brought over what it knew', () => {
  const held = produce(emptyTable<Topic>(), (table) => upsertEntities(table, [{ id: 'a', name: 'Art', followedByMe: true }]));

  const next = produce(held, (table: EntityTable<Topic>) =>
    upsertEntities(table, [
      { id: 'b', name: 'Baking' },
      { id: 'a', name: 'Arts' },
      { id: 'b', name: 'Bread', followedByMe: false },
    ]),
  );

  expect(next.ids).toEqual(['a', 'b']);
  expect(next.entities).toEqual({ a: { id: 'a', name: 'Arts', followedByMe: true }, b: { id: 'b', name: 'Bread', followedByMe: false } });
  // The state it was given is left as it was.
  expect(held.entities.a).toEqual({ id: 'a', name: 'Art', followedByMe: true });
});
