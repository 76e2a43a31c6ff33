import { z } from 'zod';
import { instant, positiveAmount } from './values.ts';

/** The calendar of an IEO project, in the order its steps run: a file may move any of it. */
export const IEO_CALENDAR = ['startAt', 'endAt', 'lotteryAt', 'payUntil', 'listAt'] as const;

const calendarInstant = (what: string) => instant.optional().describe(`${what}: a date, or an offset from the clock ("+10m", "-3d")`);

/**
 * A change to an IEO project of the catalogue (docs/scenarios.md "IEO projects"), by its name: its
 * issue and its calendar, which may be offsets from the clock, so a named scenario says "closing in
 * ten minutes" whenever it loads.
 */
export const scenarioIeoProjectSchema = z
  .object({
    project: z.string().min(1, 'Expected the name of a project').describe('The project by its name in the catalogue, e.g. "Demo Finance": one whose draw has not run'),
    totalSupply: positiveAmount.optional().describe('Tokens on offer: the draw allocates at most these'),
    startAt: calendarInstant('Subscription opens'),
    endAt: calendarInstant('Subscription closes (after it opens)'),
    lotteryAt: calendarInstant('The draw (at or after the close)'),
    payUntil: calendarInstant("The winners' payment deadline (after the draw)"),
    listAt: calendarInstant('Listing: the paid tokens delivered (at or after the payment deadline)'),
  })
  .strict()
  .describe("A change to an IEO project of the catalogue (the base's or the demo's), written before the file's subscriptions are applied");

export type ScenarioIeoProject = z.output<typeof scenarioIeoProjectSchema>;
