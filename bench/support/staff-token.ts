/** The seeded staff user's ID token from a local stack, signed in with SRP as the browser does. */
import { srpSignIn } from '../../infra/local/cognito/srp';
import type { LocalStack } from '../../infra/local/stack';

export async function staffIdToken(stack: LocalStack): Promise<string> {
  const tokens = await srpSignIn({
    endpoint: stack.cognitoEndpoint,
    userPoolId: stack.userPoolId,
    clientId: stack.userPoolClientId,
    username: stack.staff.email,
    password: stack.staff.password,
  });
  return tokens.IdToken;
}
