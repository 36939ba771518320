import type * as contracts from '../../../shared/contracts/feedback';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';

export function feedbackHandlers(_deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  return {};
}
