/** Per-address limits count an IPv6 address by its /64 (lib/limits/address-subject.ts). */
import { describe, expect, it } from "vitest";
import { addressSubject } from "@/lib/limits/address-subject";

describe("the subject of a per-address limit", () => {
  it("is one subject for every address of an IPv6 /64, and another for the next /64", () => {
    const subjects = ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:ffff", "2001:DB8:1:2:a:b:c:d"].map(
      addressSubject,
    );
    expect(new Set(subjects)).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressSubject("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });

  it("keeps an IPv4 address (also when written IPv4-mapped) and text that is no address", () => {
    expect(addressSubject("198.51.100.7")).toBe("198.51.100.7");
    expect(addressSubject("::ffff:198.51.100.7")).toBe("198.51.100.7");
    expect(addressSubject("unknown")).toBe("unknown");
  });
});
