import type { SourceEventType } from '../../../shared/domain/attributionSource';
import type { AppDispatch, RootState } from '../../app/store';
import { selectPinById } from '../../entities/pinsSlice';

/**
 * A click out or an impression of the pin `pinId` (found in the store, where every shown pin is) registered as an
 * attribution source when it is promoted. Organic pins, the great majority, stop here: registerAttribution, with its
 * consent rules, loads only for a promoted one.
 */
export function attributePin(pinId: string, type: SourceEventType) {
  return (dispatch: AppDispatch, getState: () => RootState): void => {
    const pin = selectPinById(getState(), pinId);
    if (!pin?.isPromoted) return;
    void import(/* webpackChunkName: "attribution" */ './registerAttribution').then(({ registerAttribution }) =>
      dispatch(registerAttribution(pin, type)),
    );
  };
}
