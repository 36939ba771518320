import type * as contracts from '../../../shared/contracts/social';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';

export function socialHandlers(_deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  return {};
}
