import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { createApiHandler } from '../http/api-handler';
import { documentClient } from '../adapters/clients';
import { tableName } from '../adapters/tables';
import { normalizeEmail } from '../domain/subscribers';

/** POST /subscribers: stores an address once; signing up again is a success that changes nothing. */
export const handler = createApiHandler('subscribers', {
  subscribe: async ({ body }) => {
    const email = normalizeEmail(body.email);
    const subscribedAt = new Date().toISOString();
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName('subscribers'),
          Item: { email, subscribedAt },
          ConditionExpression: 'attribute_not_exists(email)',
        }),
      );
      return { email, subscribedAt };
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return { email, subscribedAt };
      throw err;
    }
  },
});
