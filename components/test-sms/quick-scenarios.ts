/**
 * The five quick scenarios of SMS Integration Testing (docs/spec/site-and-admin.md §2 "Admin screens" 9): valid
 * code, code too long, description too short, mobile app, API project. Valid ones draw a fresh code
 * each time, so a scenario can be sent again without hitting "already exists".
 */
import { generateProjectCode } from "@/lib/project-codes/generate";

/** A scenario: its button label, what it shows, and the message it fills in. */
export interface QuickScenario {
  label: string;
  expect: string;
  message: () => string;
}

export const QUICK_SCENARIOS: QuickScenario[] = [
  {
    label: "Valid code",
    expect: "creates the code",
    message: () => `${generateProjectCode()};Custom client portal for a real estate agency`,
  },
  {
    label: "Code too long",
    expect: "error: code too long",
    message: () => "TOOLONGCODE123;Customer portal for a law firm",
  },
  {
    label: "Description too short",
    expect: "error: description too short",
    message: () => `${generateProjectCode()};Hi`,
  },
  {
    label: "Mobile app",
    expect: "creates the code",
    message: () => `${generateProjectCode()};Mobile app for restaurant table reservations and ordering`,
  },
  {
    label: "API project",
    expect: "creates the code",
    message: () => `${generateProjectCode()};REST API integrating inventory, orders and shipping for an online store`,
  },
];
