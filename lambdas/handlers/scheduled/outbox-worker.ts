import { deliverPending } from '../../adapters/outbox';

/** Every few minutes: retries mail that could not be sent when its cause was stored. */
export const handler = async () => deliverPending(100, new Date());
