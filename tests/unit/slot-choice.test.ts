import { describe, expect, it } from "vitest";
import { parseSlotChoice } from "@/lib/sms/slot-choice";

/** Tue 10:00, Tue 14:30 and Wed 09:00 in New York (January: UTC−5). */
const OFFER = {
  starts: ["2030-01-08T15:00:00.000Z", "2030-01-08T19:30:00.000Z", "2030-01-09T14:00:00.000Z"],
  timeZone: "America/New_York",
};

describe("reading a lead's answer to an offer of times", () => {
  it.each([
    ["1", 0],
    ["2", 1],
    [" 3 ", 2],
    ["2)", 1],
    ["#2", 1],
    ["option 2", 1],
    ["the second one", 1],
    ["second", 1],
    ["Second!", 1],
    ["2nd", 1],
    ["the first", 0],
    ["third please", 2],
    ["tue 2:30", 1],
    ["Tuesday 14:30", 1],
    ["tue 2:30pm", 1],
    ["Tue 10:00", 0],
    ["wed 9", 2],
    ["Wednesday at 9:00 a.m.", 2],
    ["14:30", 1],
  ])("%j chooses slot %i", (body, index) => {
    expect(parseSlotChoice(body, OFFER)).toBe(index);
  });

  it.each([
    ["4"],
    ["0"],
    ["10"],
    ["fourth"],
    ["ok thanks"],
    ["can we do thursday?"],
    ["tue 2:30am"],
    ["wed 14:30"],
    ["2 people will join"],
    [""],
  ])("%j is not a choice", (body) => {
    expect(parseSlotChoice(body, OFFER)).toBeNull();
  });
});
