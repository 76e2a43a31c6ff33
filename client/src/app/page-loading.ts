import { create } from 'zustand';

/** SPEC.md section 9: at least 300 ms on screen, default background white at 90% opacity. */
export const PAGE_LOADING_MIN_MS = 300;
export const PAGE_LOADING_DEFAULT_BACKGROUND = 'rgba(255, 255, 255, 0.9)';

export interface PageLoadingOptions {
  /** Text under the spinner; when empty the overlay shows the translated "Loading...". */
  text: string;
  background: string;
  minDuration: number;
}

interface PageLoadingState {
  isLoading: boolean;
  options: PageLoadingOptions;
  startTime: number;
  /** Bumped by every show, so a hide that was waiting never hides a newer show. */
  generation: number;
  show: (options?: Partial<PageLoadingOptions>) => void;
  hide: () => Promise<void>;
}

const DEFAULTS: PageLoadingOptions = { text: '', background: PAGE_LOADING_DEFAULT_BACKGROUND, minDuration: PAGE_LOADING_MIN_MS };

/** The page-loading overlay's state (SPEC.md section 3 and 4): hidden or shown, options, start time. */
export const usePageLoading = create<PageLoadingState>()((set, get) => ({
  isLoading: false,
  options: DEFAULTS,
  startTime: 0,
  generation: 0,
  show: (options = {}) => {
    const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
    set((s) => ({ isLoading: true, options: { ...DEFAULTS, ...defined }, startTime: Date.now(), generation: s.generation + 1 }));
  },
  hide: async () => {
    const { startTime, options, generation } = get();
    const wait = Math.max(0, options.minDuration - (Date.now() - startTime));
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (get().generation === generation) set({ isLoading: false });
  },
}));
