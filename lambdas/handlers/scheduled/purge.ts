import { purgeExpired } from '../../adapters/application-erasure';
import { logger } from '../../adapters/observability';

/** Daily (EventBridge Scheduler in the cloud, a timer in the local stack, `npm run purge`): erase applications past retention. */
export const handler = async () => {
  const result = await purgeExpired(new Date());
  logger.info('purge run', result);
  return result;
};
