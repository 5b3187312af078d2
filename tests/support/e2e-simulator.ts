/**
 * The remote-site simulator (tests/support/remote-site-simulator.ts) for a Playwright spec file: one
 * simulator started before the file's tests and closed after them.
 */
import { test } from "@playwright/test";
import {
  startSimulator,
  type RemoteSiteSimulator,
  type SimulatedSite,
  type SimulatedSiteOptions,
} from "./remote-site-simulator";

/** Registers the file's beforeAll/afterAll hooks; call at the top level of a spec file. */
export function remoteSiteSimulatorForFile(): { addSite(options?: SimulatedSiteOptions): SimulatedSite } {
  let sim: RemoteSiteSimulator | undefined;
  test.beforeAll(async () => {
    sim = await startSimulator();
  });
  test.afterAll(() => sim?.close());
  return {
    addSite: (options) => {
      if (!sim) throw new Error("the remote-site simulator starts in beforeAll; add sites inside a test");
      return sim.addSite(options);
    },
  };
}
