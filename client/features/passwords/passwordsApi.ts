import * as endpoints from '../../../shared/contracts/passwords';
import { api, call, contractMutation, type ArgsOf, type ResultOf } from '../../app/api';

export const passwordsApi = api.injectEndpoints({
  endpoints: (build) => ({
    passwordResetRequest: contractMutation(build, endpoints.passwordResetRequest, []),
    passwordResetGet: build.query<ResultOf<typeof endpoints.passwordResetGet>, ArgsOf<typeof endpoints.passwordResetGet>>({
      query: (options) => call(endpoints.passwordResetGet, options),
    }),
    passwordResetComplete: contractMutation(build, endpoints.passwordResetComplete, []),
    passwordChange: contractMutation(build, endpoints.passwordChange, []),
    securePanic: contractMutation(build, endpoints.securePanic, []),
  }),
});

export const {
  usePasswordResetRequestMutation,
  usePasswordResetGetQuery,
  usePasswordResetCompleteMutation,
  usePasswordChangeMutation,
  useSecurePanicMutation,
} = passwordsApi;
