import type { Contract, EndpointId } from '@sandbox/shared/contract/index';

/*
 * The shape of `endpoints.ts` and of what `call()` takes, apart from call.ts so the generated
 * table does not import the module that imports it (through http.ts).
 */

/** What a caller passes to `call`: one endpoint's wire identity. */
export interface EndpointRef {
  readonly id: EndpointId;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly multipart?: true;
}

/** The contract entry an endpoint reference stands for. */
export type EntryOf<R extends EndpointRef> = Contract[R['id']];

/** `endpoints.ts` must hold exactly these: each contract entry's id, method, path (and multipart flag). */
export type EndpointTable = {
  readonly [I in EndpointId]: {
    readonly id: I;
    readonly method: Contract[I]['method'];
    readonly path: Contract[I]['path'];
  } & (Contract[I] extends { multipart: true } ? { readonly multipart: true } : { readonly multipart?: never });
};
