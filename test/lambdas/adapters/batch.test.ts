import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchWrite } from '../../../lambdas/adapters/batch';

const requests = (n: number) => Array.from({ length: n }, (_, i) => ({ PutRequest: { Item: { rowId: `r${i}` } } }));
const idsOf = (input: { RequestItems: Record<string, { PutRequest: { Item: { rowId: string } } }[]> }) =>
  input.RequestItems.t!.map((r) => r.PutRequest.Item.rowId);

/** A client whose BatchWriteItem takes a little while, recording the chunks and how many were in flight. */
function slowClient(fail?: (call: number) => boolean) {
  const chunks: string[][] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let settled = 0;
  const client = {
    async send(command: { input: Parameters<typeof idsOf>[0] }) {
      const call = chunks.push(idsOf(command.input));
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      settled += 1;
      if (fail?.(call)) throw new Error(`chunk ${call} failed`);
      return {};
    },
  } as unknown as DynamoDBDocumentClient;
  return { client, chunks, stats: () => ({ maxInFlight, settled }) };
}

describe('batchWrite', () => {
  it('writes every request once, in chunks of 25, one at a time by default', async () => {
    const c = slowClient();
    await batchWrite(c.client, 't', requests(60), 'Rows');
    expect(c.chunks.map((x) => x.length)).toEqual([25, 25, 10]);
    expect(c.chunks.flat()).toEqual(requests(60).map((r) => r.PutRequest.Item.rowId));
    expect(c.stats().maxInFlight).toBe(1);
  });

  it('keeps up to `concurrency` chunks in flight and still writes each request once', async () => {
    const c = slowClient();
    await batchWrite(c.client, 't', requests(270), 'Rows', 4);
    expect(c.chunks).toHaveLength(11);
    expect(c.chunks.flat().sort()).toEqual(
      requests(270)
        .map((r) => r.PutRequest.Item.rowId)
        .sort(),
    );
    expect(c.stats().maxInFlight).toBe(4);
  });

  it('fails with the chunk error only after the chunks in flight settled, starting no new ones', async () => {
    const c = slowClient((call) => call === 2);
    await expect(batchWrite(c.client, 't', requests(270), 'Rows', 4)).rejects.toThrow('chunk 2 failed');
    const { settled } = c.stats();
    expect(settled).toBe(c.chunks.length);
    expect(c.chunks.length).toBeLessThan(11);
  });
});
