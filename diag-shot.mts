import { chromium } from "playwright-core";
const [base, prefix] = [process.argv[2]!, process.argv[3]!];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 844 } });
  await page.goto(base + "/", { waitUntil: "networkidle" });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${prefix}-${width}.png`, fullPage: true, animations: "disabled" });
  // Anchor check: click the hero's "Start Your Project" (#contact) and report where #contact lands.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="#contact"]').first().click();
  await page.waitForTimeout(2500);
  const contactTop = await page.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[href="#portfolio"]').first().click();
  await page.waitForTimeout(2500);
  const portfolioTop = await page.evaluate(() => document.getElementById("portfolio")!.getBoundingClientRect().top);
  // A fresh load with the hash.
  const fresh = await browser.newPage({ viewport: { width, height: 844 } });
  await fresh.goto(base + "/#contact", { waitUntil: "networkidle" });
  await fresh.waitForTimeout(2000);
  const hashTop = await fresh.evaluate(() => document.getElementById("contact")!.getBoundingClientRect().top);
  const laidOut = await fresh.evaluate(() => document.documentElement.hasAttribute("data-laid-out"));
  console.log(width, { contactTop, portfolioTop, hashTop, laidOut, height: await page.evaluate(() => document.documentElement.scrollHeight) });
}
await browser.close();
