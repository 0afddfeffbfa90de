/**
 * DynamoDB UpdateExpressions from plain objects: defined values are SET, undefined ones REMOVEd,
 * so clearing an optional field (an external URL) really clears it.
 */
export interface UpdateExpression {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

export function buildUpdate(changes: Record<string, unknown>): UpdateExpression {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  const remove: string[] = [];
  Object.keys(changes)
    .sort()
    .forEach((attr, i) => {
      const name = `#a${i}`;
      names[name] = attr;
      const value = changes[attr];
      if (value === undefined) {
        remove.push(name);
      } else {
        values[`:v${i}`] = value;
        set.push(`${name} = :v${i}`);
      }
    });
  if (set.length === 0 && remove.length === 0) throw new Error('buildUpdate needs at least one attribute');
  const clauses = [set.length ? `SET ${set.join(', ')}` : '', remove.length ? `REMOVE ${remove.join(', ')}` : ''].filter(Boolean);
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: names,
    ...(set.length ? { ExpressionAttributeValues: values } : {}),
  };
}
