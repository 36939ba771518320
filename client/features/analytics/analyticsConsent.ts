import type { RootState } from '../../app/store';
import { consentAllowsNow } from '../consent/consentSlice';

/** Whether the viewer's cookie consent allows analytics now (undecided: no): asked when a record is made and when it is sent. */
export const analyticsAllowed = (state: RootState): boolean => consentAllowsNow(state, 'allow_analytic_cookies');
