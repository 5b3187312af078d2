import { describe, expect, it } from "vitest";
import { requestDetails } from "@/lib/error-monitor/request-context";
import { FILTERED, scrubText, scrubUrl } from "@/lib/error-monitor/scrub";

describe("scrubbing what the error monitor stores", () => {
  it("filters passwords, tokens, keys and cookies out of messages", () => {
    const text = scrubText(
      'login failed password=hunter2 user=bob {"token":"abc.def","name":"x"} cookie: next-auth.session-token=s3cr3t ' +
        "Authorization: Bearer abcdef123 postgres://app:dbpass@db.internal/app re_1234567890abcdef eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4In0.c2ln",
    );
    for (const secret of [
      "hunter2",
      "abc.def",
      "s3cr3t",
      "abcdef123",
      "dbpass",
      "re_1234567890abcdef",
      "eyJhbGciOiJIUzI1NiJ9",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain("user=bob");
    expect(text).toContain('"name":"x"');
    expect(text).toContain(`password=${FILTERED}`);
    // A failed query's bound values may be password hashes or tokens.
    const failedQuery = scrubText(
      'Failed query: insert into "users" ("username", "password") values ($1, $2)\nparams: bob,$argon2id$v=19$m=19456$abc',
    );
    expect(failedQuery).toBe(
      `Failed query: insert into "users" ("username", "password") values ($1, $2)\nparams: ${FILTERED}`,
    );
    expect(scrubText("hash $argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA leaked")).toBe(`hash ${FILTERED} leaked`);
    // A secret pair inside another pair's value is found too.
    expect(scrubText("check failed: token=abc123")).toBe(`check failed: token=${FILTERED}`);
  });

  it("filters secret query parameters and URL credentials, keeping the rest", () => {
    expect(scrubUrl("/reset-password?token=abc123&step=2")).toBe(`/reset-password?token=${FILTERED}&step=2`);
    expect(scrubUrl("https://user:pw@example.com/?code=AB12CD34&page=3")).toBe(
      `https://example.com/?code=${FILTERED}&page=3`,
    );
    expect(scrubUrl("/plain/path")).toBe("/plain/path");
  });

  it("keeps only method, path, user agent and IP of a request; never cookies or authorization", () => {
    const details = requestDetails({
      path: "/api/thing?api_key=k-123&x=1",
      method: "post",
      headers: {
        cookie: "next-auth.session-token=s3cr3t",
        authorization: "Bearer t0ken",
        "user-agent": "Mozilla/5.0 Test",
        "x-forwarded-for": "2001:0db8:85a3:0000:0000:8a2e:0370:7334:extra-long-junk-beyond-45",
      },
    });
    expect(details).toEqual({
      requestUrl: `/api/thing?api_key=${FILTERED}&x=1`,
      requestMethod: "POST",
      userAgent: "Mozilla/5.0 Test",
      ipAddress: "2001:0db8:85a3:0000:0000:8a2e:0370:7334:extra-".slice(0, 45),
    });
    expect(JSON.stringify(details)).not.toMatch(/s3cr3t|t0ken|k-123/);
    expect(details.ipAddress!.length).toBeLessThanOrEqual(45);
    expect(requestDetails(new Request("http://localhost:3000/error-monitoring?session=zz"))).toMatchObject({
      requestUrl: `/error-monitoring?session=${FILTERED}`,
      requestMethod: "GET",
    });
  });
});
