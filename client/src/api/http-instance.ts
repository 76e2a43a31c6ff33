import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@sandbox/shared/contract/common';
import { API_PREFIX, DEVICE_HEADER, LANG_HEADER, REQUEST_TIMEOUT_MS, TOKEN_HEADER } from '@sandbox/shared/constants';
import { getDeviceTokens } from '../store/device-tokens.ts';
import { getToken, useUserStore } from '../store/user-store.ts';
import { getLang } from '../store/lang-store.ts';
import { showToast } from '../lib/notify.ts';

/**
 * The axios instance and the envelope rules (SPEC.md sections 8 and 9). Only http.ts imports
 * this module, and only dynamically: axios (about 20 KB gzip) loads on the first call, or when
 * main.tsx starts it beside the language pack, not with the entry (bundle budget: docs/client.md,
 * "What keeps the first download small").
 */

/** SPEC.md section 9: toast 2 s. */
export const TOAST_DURATION_MS = 2000;

/** Envelope code of a server that cannot reach its database (docs/deploy.md): nothing was done, try again. */
export const UNAVAILABLE_CODE = 503;
/** Pauses before each repeat of a read the server answered 503: about 7 s in all, then the read fails. */
export const UNAVAILABLE_RETRY_MS = [1000, 2000, 4000] as const;

/**
 * An envelope (the shared contract's `Envelope`, ARCHITECTURE.md section 3) as it arrived,
 * before any check: a field may be missing.
 */
export type ReceivedEnvelope<T = unknown> = Partial<Envelope<T>>;

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Return the envelope untouched (no toast, no 401 redirect). Only the navigation guard
     * uses it: an anonymous visitor on a public page is not an error (SPEC.md section 4).
     */
    rawEnvelope?: boolean;
    /** How many times this read was sent again after a 503 (UNAVAILABLE_RETRY_MS). */
    unavailableRetries?: number;
  }
}

export function isEnvelope(data: unknown): data is ReceivedEnvelope {
  return typeof data === 'object' && data !== null && 'code' in data;
}

export interface Transport {
  http: AxiosInstance;
  /** SPEC.md section 8, envelope rules: the result of a success, else a toast and a rejection (401: logout and redirect). */
  applyEnvelopeRules: (data: unknown) => unknown;
}

/** The instance with its interceptors; `onUnauthorized` is read on every 401 (the app registers its router late). */
export function createTransport(onUnauthorized: () => void): Transport {
  const http = axios.create({
    baseURL: API_PREFIX,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json' },
  });

  http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const token = getToken();
    if (token) config.headers.set(TOKEN_HEADER, token);
    // Like a cookie: the server reads it on sign-in (the throttle trusts this device).
    const devices = getDeviceTokens();
    if (devices.length > 0) config.headers.set(DEVICE_HEADER, devices.join(','));
    // The server answers messages in this language (ARCHITECTURE.md section 3).
    config.headers.set(LANG_HEADER, getLang());
    return config;
  });

  function applyEnvelopeRules(data: unknown): unknown {
    if (Array.isArray(data)) return data;
    if (isEnvelope(data) && (data.code === 200 || data.code === 0)) return data.result;
    if (isEnvelope(data) && data.code === 401) {
      // The token is no longer valid: drop it so the guard does not treat the user as signed in.
      useUserStore.getState().logout();
      onUnauthorized();
      return data;
    }
    const message = isEnvelope(data) && data.message ? data.message : '';
    showToast({ icon: 'fail', content: message || 'Error', duration: TOAST_DURATION_MS });
    return Promise.reject(new Error(message || 'Error'));
  }

  /**
   * A 503 (the server is reconnecting to its database) is an outage, not an error of the call:
   * the toast says "reconnecting" without the failure icon, and a read is sent again after a
   * pause, up to UNAVAILABLE_RETRY_MS.length times, so a list fills in by itself once the
   * database is back. A write is not sent again: the user sees the message and taps again.
   */
  async function handleUnavailable(response: AxiosResponse<ReceivedEnvelope>): Promise<unknown> {
    const { config, data } = response;
    const retries = config.unavailableRetries ?? 0;
    const pause = UNAVAILABLE_RETRY_MS[retries];
    const read = (config.method ?? 'get').toLowerCase() === 'get';
    showToast({ icon: read && pause !== undefined ? 'loading' : undefined, content: data.message || 'Reconnecting', duration: TOAST_DURATION_MS });
    if (!read || pause === undefined) return Promise.reject(new Error(data.message || 'Reconnecting'));
    await new Promise((resolve) => setTimeout(resolve, pause));
    return http.request({ ...config, unavailableRetries: retries + 1 });
  }

  /**
   * SPEC.md section 8, envelope rules, applied to every answered call. A 503 is an outage for raw
   * reads too (the guard's user call, the answers read at the server's clock): they are sent
   * again as every read is, instead of taking the outage for an answer.
   */
  function handleEnvelope(response: AxiosResponse): unknown {
    if (isEnvelope(response.data) && response.data.code === UNAVAILABLE_CODE) return handleUnavailable(response as AxiosResponse<ReceivedEnvelope>);
    if (response.config.rawEnvelope) return response.data;
    return applyEnvelopeRules(response.data);
  }

  /** SPEC.md section 8, transport errors: reject with the message, except a 401, which resolves quietly. */
  function handleTransportError(error: unknown): unknown {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes('401')) return undefined;
    return Promise.reject(new Error(message || 'Error', { cause: error instanceof AxiosError ? error : undefined }));
  }

  // The envelope interceptor deliberately resolves with the envelope's result instead of the
  // AxiosResponse (http.ts's typed helpers restore the types), so its signature is widened here.
  http.interceptors.response.use(handleEnvelope as (response: AxiosResponse) => AxiosResponse, handleTransportError);

  return { http, applyEnvelopeRules };
}
