import type { sys } from '@sandbox/shared/contract/index';
import type { UPLOAD_BIZ } from '@sandbox/shared/status';
import type { ResultOf } from './contract.ts';
import { call } from './call.ts';
import { endpoints } from './endpoints.ts';
import { API_PREFIX, http } from './http.ts';

/** Image upload (sys.upload, multipart) and reading an upload back (token header, as a blob). */

export type UploadBiz = (typeof UPLOAD_BIZ)[keyof typeof UPLOAD_BIZ];
export type UploadedFile = ResultOf<typeof sys.upload>;

/** Uploads one image for a purpose (UPLOAD_BIZ); resolves with its id and owner-only url. */
export const uploadImage = (file: Blob, biz: UploadBiz, filename?: string): Promise<UploadedFile> => {
  const named = filename && !(file instanceof File) ? new File([file], filename, { type: file.type }) : file;
  return call(endpoints['sys.upload'], { body: { biz }, file: named });
};

/**
 * An upload's bytes. Uploaded files are readable by their owner only, so an <img src> cannot
 * load them: they are fetched through the http instance (token header) as a blob. The answer
 * is the file itself, not an envelope, hence `rawEnvelope`; a failure answers an envelope
 * (JSON), which is turned into an error here.
 */
export async function fetchUploadBlob(url: string): Promise<Blob> {
  const path = url.startsWith(`${API_PREFIX}/`) ? url.slice(API_PREFIX.length) : url;
  const data = (await http.get(path, { responseType: 'blob', rawEnvelope: true })) as unknown;
  if (!(data instanceof Blob) || !data.type.startsWith('image/')) throw new Error('Not an image');
  return data;
}
