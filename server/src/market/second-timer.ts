import type { Clock } from '../clock.ts';
import { SECOND } from './time-units.ts';

/** Runs `onSecond` just after every whole second of the clock (the market's ticker in production; tests tick by hand). */
export class SecondTimer {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly onSecond: () => void,
  ) {}

  get running(): boolean {
    return this.timer !== undefined;
  }

  start(): void {
    if (this.timer) return;
    const schedule = () => {
      const ms = this.clock.now().getTime();
      this.timer = setTimeout(() => {
        this.onSecond();
        if (this.timer) schedule();
      }, SECOND - (ms % SECOND) + 1);
      this.timer.unref();
    };
    schedule();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
