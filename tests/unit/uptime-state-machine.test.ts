/**
 * The monitor state machine (docs/federation-protocol.md "Monitors"): what one check does to a monitor,
 * its heartbeat's status and the one alert of each outage.
 */
import { describe, expect, it } from "vitest";
import { inMaintenance, transition, type MonitorStateInput } from "@/lib/uptime/state-machine";

const at = new Date("2026-03-02T09:00:00Z");
const minutes = (n: number) => new Date(at.getTime() + n * 60_000);

/** A monitor that is up, one retry allowed, no window. */
const up: MonitorStateInput = {
  state: "up",
  consecutiveFailures: 0,
  retries: 1,
  downSince: null,
  maintenance: [],
};

/** Runs `checks` (true passes) from `start`, a minute apart, and answers every transition. */
function run(start: MonitorStateInput, checks: boolean[]) {
  let monitor = start;
  return checks.map((ok, i) => {
    const next = transition(monitor, ok, minutes(i));
    monitor = {
      ...monitor,
      state: next.state,
      consecutiveFailures: next.consecutiveFailures,
      downSince: next.downSince,
    };
    return next;
  });
}

describe("the monitor state machine", () => {
  it("stays up on passing checks, without alerts", () => {
    expect(run(up, [true, true])).toEqual([
      { heartbeat: "up", state: "up", consecutiveFailures: 0, downSince: null, alert: null },
      { heartbeat: "up", state: "up", consecutiveFailures: 0, downSince: null, alert: null },
    ]);
  });

  it("goes pending while retries remain, down once after them, and back up with one alert each way", () => {
    const steps = run(up, [false, false, false, true]);
    expect(steps.map((s) => [s.heartbeat, s.alert])).toEqual([
      ["pending", null],
      ["down", "site_down"],
      ["down", null],
      ["up", "site_up"],
    ]);
    // The outage starts at the check that declared it, and ends with the passing one.
    expect(steps[1]!.downSince).toEqual(minutes(1));
    expect(steps[2]!.downSince).toEqual(minutes(1));
    expect(steps[3]!.downSince).toBeNull();
  });

  it("declares down at the first failure without retries", () => {
    expect(transition({ ...up, retries: 0 }, false, at)).toMatchObject({
      state: "down",
      consecutiveFailures: 1,
      alert: "site_down",
      downSince: at,
    });
  });

  it("forgets a failure once a check passes: the next failure starts counting again", () => {
    expect(run({ ...up, retries: 2 }, [false, true, false, false]).map((s) => s.state)).toEqual([
      "pending",
      "up",
      "pending",
      "pending",
    ]);
  });

  it("counts no failure inside the maintenance window and keeps an outage open through it", () => {
    const windowed = { ...up, maintenance: [{ startsAt: minutes(2), endsAt: minutes(4), title: null }] };
    const steps = run(windowed, [false, false, false, false, true]);
    expect(steps.map((s) => [s.heartbeat, s.consecutiveFailures, s.alert])).toEqual([
      ["pending", 1, null],
      ["down", 2, "site_down"],
      // Inside [2, 4): maintenance, the count restarts, the outage stays open.
      ["maintenance", 0, null],
      ["maintenance", 0, null],
      // The first passing check after the window says "back up".
      ["up", 0, "site_up"],
    ]);
    expect(steps[3]!.downSince).toEqual(minutes(1));
  });

  it("reads a window as [start, end), of any of the site's windows", () => {
    const windowed = {
      maintenance: [
        { startsAt: minutes(0), endsAt: minutes(10), title: null },
        { startsAt: minutes(20), endsAt: minutes(30), title: null },
      ],
    };
    expect(inMaintenance(windowed, minutes(0))).toBe(true);
    expect(inMaintenance(windowed, minutes(10))).toBe(false);
    expect(inMaintenance(windowed, minutes(25))).toBe(true);
    expect(inMaintenance({ maintenance: [] }, minutes(1))).toBe(false);
  });
});
