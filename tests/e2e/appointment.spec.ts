// Appointment booking and contact us in Chromium (§3 "Appointment booking form", §4 "Appointment form", "Input
// fields", §5 "Forms", "Appointment form", "Person title options by market", §6 showcase, §7 "Other calls", §8
// appointment developer errors and store fetch failure, §9 "Appointments"), on the fixture pages.
import type { Page } from "@playwright/test";
import { CART_SESSION_COOKIE } from "../../fixtures/cart";
import { NOW_COOKIE } from "../../fixtures/store-service";
import { APPOINTMENT_PATH, CONTACT_PATH } from "../../fixtures/server/screens/appointment";
import { BANNERS_PAGE } from "../../fixtures/server/screens/stores";
import { axeViolations, expect, idle, test } from "./fixtures";
import { shiftsFromLoad } from "./shifts";

const STORE_URL = /\/stores\/[\w-]+(\?|$)/;
const POST_URL = /\/appointments(\?|$)/;

// Italy unless a block says otherwise (the fixtures' default market is us).
test.use({ market: "it" });

// Each test its own session (what it booked) and a known "now": Monday 15 June 2026, 10:00 in Milan.
test.beforeEach(async ({ page, baseURL }, info) => {
  const session = `e2e-${info.testId}-${Math.random().toString(36).slice(2, 8)}`.replace(/[^\w-]/g, "-").slice(0, 64);
  await page.context().addCookies([
    { name: CART_SESSION_COOKIE, value: session, url: baseURL! },
    { name: NOW_COOKIE, value: "2026-06-15T08:00:00Z", url: baseURL! },
  ]);
});

const form = (page: Page) => page.locator("[data-appointment-form] form");
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const optionTexts = (page: Page, name: string) => field(page, name).locator("option").allTextContents();

async function open(page: Page, query = "") {
  await page.goto(`${APPOINTMENT_PATH}${query}`);
  await idle(page);
  // Hydrated: the core took over validation.
  await expect(form(page)).toHaveJSProperty("noValidate", true);
}

async function booked(page: Page): Promise<Array<Record<string, string>>> {
  return (await (await page.request.get("/appointments")).json()).appointments;
}

async function fillPerson(page: Page, name = "Ada", surname = "Rossi", email = "ada@example.com") {
  await field(page, "name").fill(name);
  await field(page, "surname").fill(surname);
  await field(page, "email").fill(email);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the server form posts and the fixture answers with a page", async ({ page }) => {
    await page.goto(APPOINTMENT_PATH);
    await field(page, "date").selectOption({ index: 1 });
    await field(page, "time").selectOption({ index: 1 });
    await field(page, "reason").selectOption("regalo");
    await fillPerson(page);
    await form(page).getByRole("button").click();
    await expect(page.getByRole("heading", { name: "Appointment request received" })).toBeVisible();
    expect(await booked(page)).toEqual([
      expect.objectContaining({ store: "it-milano-montenapoleone", date: "2026-06-16", time: "10:00|11:00", reason: "regalo" }),
    ]);
  });
});

test.describe("us: a 12-hour boutique", () => {
  test.use({ market: "us" });

  test("keyboard only: choose date, time, reason; type; Enter books once; §9 am/pm slots, 12:00 is pm", async ({ page }) => {
    await open(page, "?store=us-new-york-fifth");
    // §9: the next 5 open days from tomorrow (Tuesday 16 June in New York), labelled in the market's language.
    expect(await optionTexts(page, "date")).toEqual([
      "Choose a date",
      "Tuesday, June 16",
      "Wednesday, June 17",
      "Thursday, June 18",
      "Friday, June 19",
      "Saturday, June 20",
    ]);
    await field(page, "store").focus();
    await page.keyboard.press("Tab");
    await expect(field(page, "date")).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "date")).toHaveValue("2026-06-16");
    const times = await optionTexts(page, "time");
    expect(times.slice(0, 4).map((t) => t.replace(/\u202f/g, " "))).toEqual([
      "Choose a time",
      "10:00 AM – 11:00 AM",
      "11:00 AM – 12:00 PM",
      "12:00 PM – 1:00 PM",
    ]);
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "time")).toHaveValue("10:00|11:00");
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await expect(field(page, "reason")).toHaveValue("visionare_nuova_collezione");
    await page.keyboard.press("Tab"); // collection
    await page.keyboard.press("Tab"); // additional info
    await page.keyboard.type("Size 40, please");
    await page.keyboard.press("Tab"); // country
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Rossi");
    await page.keyboard.press("Tab");
    await page.keyboard.type("ada@example.com");
    await page.keyboard.press("Enter");
    await expect(form(page).locator("[data-form-status]")).toHaveText("Thank you, your request has been sent.");
    await expect(field(page, "name")).toHaveValue("Ada");
    expect(await booked(page)).toEqual([
      expect.objectContaining({
        store: "us-new-york-fifth",
        date: "2026-06-16",
        time: "10:00|11:00",
        reason: "visionare_nuova_collezione",
        additionalInfo: "Size 40, please",
        name: "Ada",
        surname: "Rossi",
        email: "ada@example.com",
        country: "us",
      }),
    ]);
  });

  test("§9 a Sunday range ending on the half hour ends with a half-hour slot", async ({ page, baseURL }) => {
    // Saturday 20 June, evening in New York: tomorrow is Sunday 12:00 - 17:30.
    await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-20T22:00:00Z", url: baseURL! }]);
    await open(page, "?store=us-new-york-fifth");
    await field(page, "date").selectOption("2026-06-21");
    const times = (await optionTexts(page, "time")).map((t) => t.replace(/\u202f/g, " "));
    expect(times.at(-1)).toBe("5:00 PM – 5:30 PM");
    expect(await field(page, "time").locator("option").last().getAttribute("value")).toBe("17:00|17:30");
  });
});

test("hydration shifts nothing: the server reserved the error, notice and status lines", async ({ page }) => {
  const shifts = await shiftsFromLoad(page);
  await open(page);
  const { unexpected, report } = await shifts();
  expect(unexpected, report).toBeLessThanOrEqual(0.01);
});

test("an empty submit: errors tied to fields, the summary announced, focus on the first invalid field; nothing typed is lost", async ({
  page,
}) => {
  await open(page);
  await field(page, "surname").fill("Rossi");
  await form(page).getByRole("button", { name: "Richiedi appuntamento" }).click();
  const summary = form(page).locator("[data-form-summary]");
  await expect(summary).toHaveAttribute("role", "alert");
  await expect(summary).toContainText("5 campi richiedono attenzione:");
  await expect(field(page, "date")).toBeFocused();
  for (const name of ["date", "time", "reason", "name", "email"]) {
    await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
    const described = (await field(page, name).getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${described.split(" ").at(-1)}"]`)).toHaveText("Campo obbligatorio");
  }
  await expect(field(page, "surname")).not.toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "surname")).toHaveValue("Rossi");
  // A summary link moves focus to its field.
  await summary.getByRole("link").nth(3).click();
  await expect(field(page, "name")).toBeFocused();
  expect(await axeViolations(page, "[data-appointment-form]")).toEqual([]);
});

test("§4 changing the date clears the time; §5 special characters are refused while typing and pasting", async ({ page }) => {
  await open(page);
  await field(page, "date").selectOption("2026-06-16");
  await field(page, "time").selectOption("11:00|12:00");
  await field(page, "date").selectOption("2026-06-17");
  await expect(field(page, "time")).toHaveValue("");
  await field(page, "name").pressSequentially("Ann@.a!");
  await expect(field(page, "name")).toHaveValue("Anna");
  await field(page, "surname").focus();
  await page.evaluate(() => {
    const target = document.querySelector<HTMLInputElement>("[name=surname]")!;
    const data = new DataTransfer();
    data.setData("text/plain", "D'Amico (è)");
    target.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(field(page, "surname")).toHaveValue("DAmico ");
});

test("§5 maxChars: an email typed past data-max-chars (80) is cut in both forms, no error, its state kept up to date", async ({ page }) => {
  const long = `${"a".repeat(72)}@example.com`; // 84 characters: cut, it loses its ".com"
  for (const [path, block] of [
    [APPOINTMENT_PATH, "[data-appointment-form]"],
    [CONTACT_PATH, "[data-contact-us]"],
  ] as const) {
    await page.goto(path);
    await idle(page);
    const email = page.locator(`${block} [name=email]`);
    await expect(page.locator(`${block} form`)).toHaveJSProperty("noValidate", true);
    await email.fill(long);
    await expect(email).toHaveValue(long.slice(0, 80));
    // The cut address has no dot after the @ any more: shown as wrong once the field is left.
    await email.blur();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  }
});

test("double submit: one request, one booking", async ({ page }) => {
  await open(page);
  let posts = 0;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(POST_URL, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    posts++;
    await gate;
    await route.continue();
  });
  await field(page, "date").selectOption("2026-06-16");
  await field(page, "time").selectOption("10:00|11:00");
  await field(page, "reason").selectOption("altro");
  await fillPerson(page);
  const button = form(page).getByRole("button", { name: "Richiedi appuntamento" });
  await button.click();
  await expect(form(page)).toHaveAttribute("aria-busy", "true");
  // The button says it is disabled (aria-disabled): force the click a shopper could still make.
  await button.click({ force: true });
  await field(page, "email").press("Enter");
  release();
  await expect(form(page).locator("[data-form-status]")).toHaveText("Grazie, la tua richiesta è stata inviata.");
  expect(posts).toBe(1);
  expect(await booked(page)).toHaveLength(1);
});

test("a backend failure: the failure state, answers kept, a retry sends", async ({ page, watch }) => {
  watch.allowErrors(/Failed to load resource: the server responded with a status of 503/);
  await open(page);
  await field(page, "date").selectOption("2026-06-16");
  await field(page, "time").selectOption("10:00|11:00");
  await field(page, "reason").selectOption("altro");
  await fillPerson(page, "Ada", "Rossi", "ada@fail.example");
  const button = form(page).getByRole("button", { name: "Richiedi appuntamento" });
  await button.click();
  await expect(form(page).locator("[data-form-status]")).toHaveText(
    "Spiacenti, l'invio non è riuscito. Le tue risposte sono state conservate: riprova.",
  );
  await expect(form(page)).toHaveAttribute("aria-busy", "false");
  await expect(field(page, "name")).toHaveValue("Ada");
  await field(page, "email").fill("ada@example.com");
  await button.click();
  await expect(form(page).locator("[data-form-status]")).toHaveText("Grazie, la tua richiesta è stata inviata.");
  expect(await booked(page)).toHaveLength(1);
});

test("§8 another boutique's hours fail to load: logged only; none of Milano's days or times can be sent for Roma; a retry loads Roma's", async ({
  page,
  watch,
}) => {
  watch.allowErrors(/appointment-form: store it-roma-condotti could not be loaded: HTTP 500/, /Failed to load resource/);
  await open(page);
  await page.route(STORE_URL, (route) =>
    new URL(route.request().url()).pathname.endsWith("/it-roma-condotti")
      ? route.fulfill({ status: 500, json: { error: "down" } })
      : route.continue(),
  );
  let posts = 0;
  page.on("request", (request) => void (request.method() === "POST" && POST_URL.test(request.url()) && posts++));
  await field(page, "date").selectOption("2026-06-16");
  await field(page, "time").selectOption("13:00|14:00"); // Milano is open at lunch time; Roma closes 13:00–15:00
  await field(page, "store").selectOption("it-roma-condotti");
  const notice = page.locator("[data-appointment-notice]");
  await expect(notice).toHaveText("Non è stato possibile caricare gli orari della boutique.");
  await idle(page);
  expect(await optionTexts(page, "date")).toEqual(["Scegli una data"]);
  expect(await optionTexts(page, "time")).toEqual(["Scegli un orario"]);
  expect(await optionTexts(page, "collection")).toEqual(["Qualsiasi collezione"]);
  // Whatever else is filled in, no day or time goes to Roma: the submit is refused on the form.
  await field(page, "reason").selectOption("regalo");
  await fillPerson(page);
  await form(page).getByRole("button", { name: "Richiedi appuntamento" }).click();
  await expect(field(page, "date")).toBeFocused();
  await expect(field(page, "date")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "time")).toHaveAttribute("aria-invalid", "true");
  await idle(page);
  expect(posts).toBe(0);
  expect(await booked(page)).toEqual([]);
  await page.unroute(STORE_URL);
  await page.getByRole("button", { name: "Riprova" }).click();
  await expect(notice).toHaveText("");
  // Roma closes on Sundays and Mondays; tomorrow (Tuesday) is open, and the day chosen for Milano is still offered.
  await expect(field(page, "date").locator("option").nth(1)).toHaveAttribute("value", "2026-06-16");
  await expect(field(page, "date")).toHaveValue("2026-06-16");
  // Roma's own slots: none at lunch time, so the time chosen for Milano is not kept.
  expect(
    await field(page, "time")
      .locator("option")
      .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
  ).not.toContain("13:00|14:00");
  await expect(field(page, "time")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Riprova" })).toBeHidden();
});

test("§8 schedule errors are developer errors: closed all year (300-day guard) and a range without ':'", async ({ page, watch }) => {
  watch.allowErrors(/invalid working-schedule data/, /invalid start or end: "10\.00"/);
  await open(page);
  const errors: string[] = [];
  await page.exposeFunction("recordError", (m: string) => errors.push(m));
  await page.evaluate(() =>
    document.addEventListener("vitrine:error", (e) => {
      const record = (window as unknown as { recordError: (m: string) => void }).recordError;
      record((e as CustomEvent<{ message: string }>).detail.message);
    }),
  );
  await field(page, "store").selectOption("it-firenze-tornabuoni");
  await expect(page.locator("[data-appointment-notice]")).toHaveText("Questa boutique non ha giorni disponibili per appuntamenti.");
  await field(page, "store").selectOption("it-venezia-broken");
  await expect
    .poll(() => errors)
    .toEqual(["store it-firenze-tornabuoni: invalid working-schedule data", 'store it-venezia-broken: invalid start or end: "10.00"']);
});

test("§7 now comes from the time service, not the shopper's clock", async ({ page, baseURL }) => {
  await page.clock.setFixedTime(new Date("2031-01-01T12:00:00Z"));
  // Friday 19 June, 23:30 in Milan.
  await page.context().addCookies([{ name: NOW_COOKIE, value: "2026-06-19T21:30:00Z", url: baseURL! }]);
  await open(page);
  await expect(field(page, "date").locator("option").nth(1)).toHaveAttribute("value", "2026-06-20");
});

test.describe("jp: katakana fields, names in kanji", () => {
  test.use({ market: "jp" });
  test("hiragana in a katakana field and a Latin name are refused in Japanese", async ({ page }) => {
    await open(page);
    await field(page, "katakanaName").fill("やまだ");
    await field(page, "name").fill("Yamada");
    await field(page, "katakanaLastName").fill("タロウ");
    await form(page).getByRole("button", { name: "予約をリクエスト" }).click();
    const errorOf = async (name: string) =>
      page.locator(`[id="${(await field(page, name).getAttribute("aria-describedby"))!.split(" ").at(-1)}"]`);
    await expect(await errorOf("katakanaName")).toHaveText("全角カタカナで入力してください");
    await expect(await errorOf("name")).toHaveText("お名前を漢字で入力してください");
    await expect(await errorOf("katakanaLastName")).toHaveText("");
    await field(page, "katakanaName").fill("ヤマダ");
    await expect(await errorOf("katakanaName")).toHaveText("");
  });
});

test.describe("kw: right to left", () => {
  test.use({ market: "kw" });
  test("Arabic labels and messages, rtl, axe clean", async ({ page }) => {
    await open(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await form(page).getByRole("button", { name: "طلب موعد" }).click();
    await expect(form(page).locator("[data-form-summary]")).toContainText("هذا الحقل مطلوب");
    expect(await axeViolations(page, "[data-appointment-form]")).toEqual([]);
  });

  test("a page that forgot dir: the forms and the banners still read right to left (one rule, the widget contract's)", async ({ page }) => {
    // The fixture pages set dir="rtl" on <html> for kw; this template did not.
    await page.route(/\/pages\/(appointment|contact-us|banners)\.html/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: (await response.text()).replace(' dir="rtl"', "") });
    });
    for (const [path, blocks] of [
      [APPOINTMENT_PATH, "[data-appointment-form]"],
      [CONTACT_PATH, "[data-contact-us]"],
      [BANNERS_PAGE, "[data-notification-banner]"],
    ] as const) {
      await page.goto(path);
      await idle(page);
      expect(await page.locator("html").getAttribute("dir")).toBeNull();
      const directions = await page.locator(blocks).evaluateAll((els) => els.map((el) => getComputedStyle(el).direction));
      expect(directions.length).toBeGreaterThan(0);
      expect(directions).toEqual(directions.map(() => "rtl"));
    }
  });
});

test.describe("contact us", () => {
  test("sends once valid; showcase hides both blocks", async ({ page }) => {
    await page.goto(CONTACT_PATH);
    await idle(page);
    const contact = page.locator("[data-contact-us] form");
    await expect(contact).toHaveJSProperty("noValidate", true);
    expect(await contact.locator("[name=title] option").allTextContents()).toEqual([
      "Scegli un titolo",
      "Sig.",
      "Sig.ra",
      "Sig.ra (coniugata)",
      "Preferisco non specificare",
    ]);
    await contact.locator("[name=name]").fill("Ada");
    await contact.locator("[name=surname]").fill("Rossi");
    await contact.locator("[name=email]").fill("ada@example.com");
    await contact.locator("[name=subject]").fill("Order");
    await contact.locator("[name=message]").fill("Short");
    await contact.getByRole("button").click();
    await expect(contact.locator("[name=message]")).toBeFocused();
    await expect(contact.locator("[data-form-summary]")).toContainText("Inserisci almeno 10 caratteri");
    await contact.locator("[name=message]").fill("Where is my order, please?");
    await contact.getByRole("button").click();
    await expect(contact.locator("[data-form-status]")).toHaveText("Grazie, la tua richiesta è stata inviata.");
    expect(await axeViolations(page, "[data-contact-us]")).toEqual([]);

    await page.goto(`${CONTACT_PATH}?showcase=contactUs`);
    await idle(page);
    await expect(page.locator("[data-contact-us]")).toBeHidden();
    await page.goto(`${APPOINTMENT_PATH}?showcase=appointment`);
    await idle(page);
    await expect(page.locator("[data-appointment-form]")).toBeHidden();
  });

  test.describe("tr", () => {
    test.use({ market: "tr" });
    test("§5 Turkish: only PNTS, flagged disabled", async ({ page }) => {
      await page.goto(CONTACT_PATH);
      await idle(page);
      const options = page.locator("[data-contact-us] [name=title] option");
      await expect(options).toHaveCount(2);
      await expect(options.nth(1)).toHaveText("Belirtmek istemiyorum");
      await expect(options.nth(1)).toBeDisabled();
    });
  });
});
