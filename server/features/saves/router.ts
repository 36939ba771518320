import type * as contracts from '../../../shared/contracts/saves';
import type { Handlers } from '../../http/mount';
import type { FeatureDeps } from '../featureDeps';

export function savesHandlers(_deps: FeatureDeps): Pick<Handlers, keyof typeof contracts> {
  return {};
}
