/**
 * The JSON text of a value of type D. A service can cache a page's text (and skip encoding ~80 KB per request on a hot
 * route) while the handler's reply stays type-checked against the contract.
 */
export type Serialized<D> = string & { readonly __serializedFrom: D };

export const serialize = <D>(value: D): Serialized<D> => JSON.stringify(value) as Serialized<D>;
