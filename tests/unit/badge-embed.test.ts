import { describe, expect, it } from "vitest";
import { badgeEmbeds } from "@/lib/status-pages/badge-embed";

describe("a status page's badge embed code", () => {
  it("gives each badge's address and Markdown and HTML that link to the page", () => {
    const [state, uptime] = badgeEmbeds("https://example.com/", "acme", "Acme");
    expect(state).toEqual({
      title: "Current status",
      url: "https://example.com/status/acme/badge/state.svg",
      path: "/status/acme/badge/state.svg",
      markdown: "[![Acme status](https://example.com/status/acme/badge/state.svg)](https://example.com/status/acme)",
      html: '<a href="https://example.com/status/acme"><img src="https://example.com/status/acme/badge/state.svg" alt="Acme status"></a>',
    });
    expect(uptime!.url).toBe("https://example.com/status/acme/badge/uptime.svg");
  });

  it("keeps a page name from breaking out of the Markdown or the HTML", () => {
    const [state] = badgeEmbeds("https://example.com", "acme", 'Acme [beta] "<b>"');
    expect(state!.markdown).toContain('[![Acme \\[beta\\] "<b>" status](');
    expect(state!.html).toContain('alt="Acme [beta] &#34;&#60;b&#62;&#34; status"');
  });
});
