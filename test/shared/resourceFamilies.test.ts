import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { EndpointContract } from '../../shared/contracts/endpoint';

// Each resource's actions live in one family, named for it: BoardResource get, create, update and delete all in
// shared/contracts/boards.ts, so a newcomer looking for a resource finds all of it in one place, and the client and
// server folders of that family hold all of its calls.
const contractsDir = path.resolve(__dirname, '..', '..', 'shared', 'contracts');

const isContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'id' in value;

/** Every family (a contract file that declares endpoints) with the endpoints it declares. */
async function families(): Promise<Map<string, EndpointContract[]>> {
  const files = readdirSync(contractsDir).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(
    files.map(async (file) => [file.replace(/\.ts$/, ''), (await import(path.join(contractsDir, file))) as object] as const),
  );
  return new Map(
    modules
      .map(([family, exported]) => [family, Object.values(exported).filter(isContract)] as const)
      .filter(([, contracts]) => contracts.length > 0),
  );
}

/** The resource an endpoint acts on: `BoardResource` of `BoardResource.get`, `PinFavorite` of `PinFavorite.create`. */
const resourceOf = (contract: EndpointContract) => contract.id.split('.')[0];

/** Each resource that more than one family declares actions of, with those families. */
function splitResources(byFamily: Map<string, EndpointContract[]>): Record<string, string[]> {
  const homes = new Map<string, Set<string>>();
  for (const [family, contracts] of byFamily) {
    for (const contract of contracts) homes.set(resourceOf(contract), (homes.get(resourceOf(contract)) ?? new Set()).add(family));
  }
  return Object.fromEntries([...homes].filter(([, where]) => where.size > 1).map(([resource, where]) => [resource, [...where].sort()]));
}

describe('one resource, one family', () => {
  it('finds the families and their endpoints', async () => {
    const byFamily = await families();
    expect(byFamily.size).toBeGreaterThan(15);
    expect(byFamily.get('boards')?.map(resourceOf)).toContain('BoardResource');
  });

  it("keeps every resource's actions in one family", async () => {
    expect(splitResources(await families())).toEqual({});
  });

  it('names a resource split across families (the check itself works)', () => {
    const contract = (id: string) => ({ id, method: 'GET', path: `/${id}` }) as EndpointContract;
    const split = new Map([
      ['feeds', [contract('BoardResource.get')]],
      ['boards', [contract('BoardResource.update'), contract('BoardSectionResource.get')]],
    ]);
    expect(splitResources(split)).toEqual({ BoardResource: ['boards', 'feeds'] });
  });
});
