// The web build in a real browser: Debian's Chromium, headless, driven by playwright-core.
//
//   node web/test/smoke.mjs URL SCREENSHOT_DIR
//
// Checks that the title screen appears with its card drawn over the backdrop (a box of the
// card's dark wood where the card is; so too the settings, the setup card and a lesson's
// panel), that the settings and the rules book open and close (Esc), that a click and a
// tap start a Yut game against the computer, that the person (Red) throws and moves with the keyboard, and that no error
// reaches the console. Leaves pictures in SCREENSHOT_DIR and prints one `web-figures:
// {json}` line (time to title, CPU while waiting for a move). Exits 1 with a reason on any
// failure. Then the match in an upright phone's window, and the title in a Korean browser
// whose player chose the ink theme (the page's own messages and the game in Korean from
// the first visit; only the chosen theme's files fetched).

import { chromium } from "playwright-core";
import fs from "node:fs";
import path from "node:path";

const [url, shots] = process.argv.slice(2);
if (!url || !shots) {
  console.error("usage: node smoke.mjs URL SCREENSHOT_DIR");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
// winit leaves Rust's event loop by throwing on purpose; that is not an error.
const isControlFlow = (text) => text.includes("Using exceptions for control flow");

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
    // No GPU here: WebGL2 through ANGLE on SwiftShader.
    "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist",
    "--autoplay-policy=user-gesture-required",
  ],
});

const errors = [];
const consoleLines = [];
let exitCode = 0;
try {
  // A touch screen as well as a mouse: setup is left with a tap.
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  page.on("console", (m) => {
    consoleLines.push(`[${m.type()}] ${m.text()}`);
    if (m.type() === "error" && !isControlFlow(m.text())) errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => {
    if (!isControlFlow(String(e))) errors.push(`page error: ${e}`);
  });
  // A theme's pictures and sounds are fetched only when it is chosen (its manifest and
  // its icon, for the settings' list, come always).
  const fetched = [];
  page.on("request", (r) => fetched.push(r.url()));
  const themeFiles = (urls, theme) =>
    urls.filter((u) => new RegExp(`themes/${theme}/(?!ui/icon\\.png).*\\.(png|wav)$`).test(u))
      .length;
  const screen = (name, timeout) =>
    page.waitForFunction(
      (n) => {
        if (document.body.dataset.failed) throw new Error(document.body.dataset.failed);
        return document.body.dataset.screen === n && performance.now();
      },
      name,
      { timeout, polling: 100 },
    );
  const check = (ok, why) => {
    if (!ok) throw new Error(why);
  };
  const shot = async (name) => {
    const file = path.join(shots, `${name}.png`);
    await page.screenshot({ path: file });
    const size = fs.statSync(file).size;
    // A blank 1280×720 page compresses to a few kilobytes; a drawn board is far larger.
    check(size > 20000, `${file} looks blank (${size} bytes)`);
    console.log(`picture: ${file} (${Math.round(size / 1024)} KB)`);
  };

  // The share of dark pixels in a box of a picture: a menu card or window (dark wood) drawn
  // over the backdrop, not under it (the browser once drew the board over the setup card).
  // Chromium itself reads the picture, in a page of its own.
  const probe = await browser.newPage();
  const darkShare = async (file, [x0, y0, x1, y1]) => {
    const b64 = fs.readFileSync(file).toString("base64");
    return probe.evaluate(async ({ b64, box }) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = img.width;
      canvas.height = img.height;
      const g = canvas.getContext("2d");
      g.drawImage(img, 0, 0);
      const [x0, y0, x1, y1] = box;
      const d = g.getImageData(x0, y0, x1 - x0, y1 - y0).data;
      let dark = 0;
      for (let i = 0; i < d.length; i += 4) if (d[i] < 110 && d[i + 1] < 90 && d[i + 2] < 70) dark++;
      return dark / (d.length / 4);
    }, { b64, box: [x0, y0, x1, y1] });
  };
  const cardOnTop = async (name, box) => {
    const file = path.join(shots, `${name}.png`);
    const share = await darkShare(file, box);
    console.log(`${name}: ${(share * 100).toFixed(0)}% of the card's box is the card's dark wood`);
    check(share > 0.6, `${name}: the card is not drawn over the backdrop (${(share * 100).toFixed(0)}% dark in ${box})`);
  };
  // Presses until the page says the window is open (or none is, for "").
  const windowsOpen = (names, timeout) =>
    page.waitForFunction((n) => (document.body.dataset.open || "") === n, names, { timeout, polling: 100 });
  const pressUntilOpen = async (press, names) => {
    for (let tries = 1; ; tries++) {
      await press();
      try {
        return await windowsOpen(names, 8000);
      } catch (e) {
        if (tries === 4 || !/Timeout/.test(e.message)) throw e;
      }
    }
  };

  await page.goto(url);
  const titleMs = (await (await screen("title", 300000)).jsonValue());
  console.log(`title screen after ${(titleMs / 1000).toFixed(1)} s`);
  await sleep(1500);
  await shot("web-title");
  // The gap between the middle two game cards, where the backdrop's board is lightest.
  await cardOnTop("web-title", [634, 280, 646, 440]);

  // The settings (the card's foot) and the rules book (on Yut Nori's card), each closed
  // with Esc.
  await pressUntilOpen(() => page.mouse.click(640, 620), "settings");
  await sleep(800);
  await shot("web-settings");
  await cardOnTop("web-settings", [560, 300, 720, 420]);
  await pressUntilOpen(() => page.keyboard.press("Escape"), "");
  await pressUntilOpen(() => page.mouse.click(304, 519), "rules"); // under "Play online"
  await sleep(800);
  await shot("web-rules");
  await pressUntilOpen(() => page.keyboard.press("Escape"), "");

  // Title (the gallery) → setup → playing, where a person would click (the mouse) and
  // tap (touch).
  // A frame takes about a second here and egui lays a new screen out over its first
  // frames, so a press that came too early is made again.
  const pressUntil = async (press, name) => {
    for (let tries = 1; ; tries++) {
      await press();
      try {
        return await screen(name, 8000);
      } catch (e) {
        if (tries === 4 || !/Timeout/.test(e.message)) throw e;
      }
    }
  };
  await pressUntil(() => page.mouse.click(196, 444), "setup"); // "Play" on Yut Nori's card
  await sleep(800);
  await shot("web-setup");
  await cardOnTop("web-setup", [540, 300, 740, 420]);
  await pressUntil(() => page.touchscreen.tap(584, 583), "playing"); // "Start" (Red a person)

  // Red is the person, Blue the computer: throw with Space, pick the first choice with
  // Tab and play it with Enter, until Red has both thrown and moved.
  const redDid = async () => {
    // The page keeps every action the game reports, in words.
    const log = await page.evaluate(() => window.tabulaActions);
    return {
      log,
      threw: log.some((l) => /^Red throws/.test(l)),
      moved: log.some((l) => /^Red (enters|moves)/.test(l)),
    };
  };
  let red = await redDid();
  for (let i = 0; i < 40 && !(red.threw && red.moved); i++) {
    await page.keyboard.press("Space");
    await sleep(1200);
    await page.keyboard.press("Tab");
    await sleep(300);
    await page.keyboard.press("Enter");
    await sleep(1500);
    red = await redDid();
  }
  console.log(`moves seen: ${red.log.join(" | ")}`);
  check(red.threw, "Red never threw");
  check(red.moved, "Red never moved a piece");
  await sleep(4000);
  await shot("web-playing");

  // CPU of all the browser's processes (children of this one) over 30 s while the game
  // waits for the person: the page says whom it waits for (data-waiting), so the window
  // never falls on the computer thinking or an animation. 30 s is the waiting game's tick
  // on the web (src/app/idle.rs), so the window holds one tick, as a person thinking would.
  const waitForPerson = async () => {
    for (let i = 0; i < 120; i++) {
      if (await page.evaluate(() => document.body.dataset.waiting) === "person") return;
      await sleep(500);
    }
    throw new Error("the game never waited for the person");
  };
  await waitForPerson();
  // Chromium's GPU process (SwiftShader here) is still drawing the last frames of the
  // computer's turn for a few seconds, at about 1 s of CPU a frame.
  await sleep(5000);
  const cpuTicks = () => {
    const parent = new Map();
    const ticks = new Map();
    for (const pid of fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        parent.set(pid, fields[1]);
        ticks.set(pid, Number(fields[11]) + Number(fields[12]));
      } catch { /* the process ended */ }
    }
    // Chromium and its helpers are started by this Node process.
    const root = String(process.pid);
    const inBrowser = (pid) => {
      for (let p = pid; p && p !== "0"; p = parent.get(p)) if (p === root) return true;
      return false;
    };
    let sum = 0;
    for (const [pid, t] of ticks) if (inBrowser(pid)) sum += t;
    return sum;
  };
  const before = cpuTicks();
  await sleep(30000);
  const idleCpuPercent = (cpuTicks() - before) / 30; // 100 ticks a second, over 30 s
  const stillWaiting = await page.evaluate(() => document.body.dataset.waiting);
  check(stillWaiting === "person", `the game stopped waiting for the person (${stillWaiting})`);
  console.log(`CPU while waiting for a move: ${idleCpuPercent.toFixed(1)}% of one core (all Chromium processes, 30 s)`);

  // The same match in an upright phone's window: the panel becomes a sheet under the board.
  await page.setViewportSize({ width: 390, height: 844 });
  await sleep(3000);
  await shot("web-phone");

  check(themeFiles(fetched, "ink") === 0, "the page fetched the ink theme's files unasked");
  console.log(`classic theme files fetched: ${themeFiles(fetched, "classic")}, ink: 0`);

  // A Korean browser whose player chose the ink theme: the page and the game speak Korean
  // from the start, in that theme.
  const korean = await browser.newContext({ locale: "ko-KR", viewport: { width: 1280, height: 720 } });
  await korean.addInitScript(() =>
    localStorage.setItem("tabula/settings.json", JSON.stringify({ theme: "ink" })));
  const ko = await korean.newPage();
  const koFetched = [];
  ko.on("request", (r) => koFetched.push(r.url()));
  ko.on("pageerror", (e) => {
    if (!isControlFlow(String(e))) errors.push(`page error (ko): ${e}`);
  });
  await ko.goto(url);
  await ko.waitForFunction(() => {
    if (document.body.dataset.failed) throw new Error(`(ko) ${document.body.dataset.failed}`);
    return document.body.dataset.screen === "title";
  }, null, { timeout: 300000, polling: 100 });
  const koPage = await ko.evaluate(() => ({
    lang: document.documentElement.lang,
    status: document.getElementById("status").textContent,
  }));
  console.log(`Korean page: lang=${koPage.lang}, last status "${koPage.status}"`);
  check(koPage.lang === "ko", `the page chose ${koPage.lang}, not ko`);
  check(/[\uac00-\ud7a3]/.test(koPage.status), `the page's message is not Korean: ${koPage.status}`);
  await sleep(1500);
  check(themeFiles(koFetched, "ink") > 0, "the ink theme chosen, but none of its files came");
  check(themeFiles(koFetched, "classic") === 0, "the classic theme's files came, unchosen");
  const koShot = path.join(shots, "web-title-ko-ink.png");
  await ko.screenshot({ path: koShot });
  check(fs.statSync(koShot).size > 20000, `${koShot} looks blank`);
  console.log(`picture: ${koShot}`);
  // Learn Yut Nori there: the lesson's panel at the right, over the board.
  for (let tries = 1; ; tries++) {
    await ko.mouse.click(196, 519); // "Learn", under "Play online"
    try {
      await ko.waitForFunction(() => {
        if (document.body.dataset.failed) throw new Error(`(ko) ${document.body.dataset.failed}`);
        return document.body.dataset.screen === "playing";
      }, null, { timeout: 8000, polling: 100 });
      break;
    } catch (e) {
      if (tries === 4 || !/Timeout/.test(e.message)) throw e;
    }
  }
  await sleep(4000);
  const lessonShot = path.join(shots, "web-lesson-ko-ink.png");
  await ko.screenshot({ path: lessonShot });
  check(fs.statSync(lessonShot).size > 20000, `${lessonShot} looks blank`);
  console.log(`picture: ${lessonShot}`);
  await cardOnTop("web-lesson-ko-ink", [1000, 560, 1260, 700]);
  await korean.close();

  check(errors.length === 0, `errors reached the console:\n${errors.join("\n")}`);
  console.log(`web-figures: ${JSON.stringify({ title_seconds: titleMs / 1000, idle_cpu_percent: idleCpuPercent })}`);
} catch (e) {
  console.error(`browser test failed: ${e.message}`);
  console.error(`last console lines:\n${consoleLines.slice(-25).join("\n")}`);
  exitCode = 1;
} finally {
  await browser.close();
}
process.exit(exitCode);
