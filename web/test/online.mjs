// Online play between two browsers: Debian's Chromium, headless, driven by playwright-core,
// against the game server, which serves the web build and referees the match.
//
//   node web/test/online.mjs SERVER_BINARY GAME_BINARY WEB_DIR SCREENSHOT_DIR
//
// Ann (a wide window) makes a Yut Nori room from the gallery; Bo (an upright phone's
// window) opens the room's link and joins; they play with the keyboard (Space throws, Tab
// picks, Enter plays) while the page says it waits for its person. In the middle Bo's page
// is reloaded (the link brings it back to Bo's seat), then the server is killed and started
// again on the same database (both pages show "Reconnecting…" and come back by themselves).
// Ann says a line in the chat with Enter, which Bo's page must hear; Bo answers from his
// phone with a tap on the line (the page's text input takes the focus) and on Send.
// Both pages must end on the results with the same winner. Then a third page plays the
// desktop game (GAME_BINARY with no window, `--online-computer`: the computer plays its
// seat) to the end, and both must name the same winner. Leaves pictures of the waiting
// room, the match on both pages, the reconnect notice and the results. Exits 1 with a
// reason on failure.

import { chromium } from "playwright-core";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const [serverBin, gameBin, webDir, shots] = process.argv.slice(2);
if (!serverBin || !gameBin || !webDir || !shots) {
  console.error("usage: node online.mjs SERVER_BINARY GAME_BINARY WEB_DIR SCREENSHOT_DIR");
  process.exit(2);
}
fs.mkdirSync(shots, { recursive: true });
const dbDir = fs.mkdtempSync(path.join(os.tmpdir(), "tabula-online-web-"));

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const isControlFlow = (text) => text.includes("Using exceptions for control flow");
const check = (ok, why) => {
  if (!ok) throw new Error(why);
};

// The server on `address` (port 0: a free one); resolves once it listens.
const startServer = (address) =>
  new Promise((resolve, reject) => {
    const proc = spawn(serverBin, [
      "--address", address, "--database", `sqlite://${dbDir}/rooms.db`, "--web", webDir,
    ], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, RUST_LOG: "warn" } });
    let out = "";
    proc.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/\S+)/);
      if (m) resolve({ proc, url: `${m[1]}/` });
    });
    proc.on("exit", (code) => reject(new Error(`the server ended (${code}) before listening`)));
  });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic",
    "--enable-unsafe-swiftshader", "--use-angle=swiftshader", "--ignore-gpu-blocklist",
    "--autoplay-policy=user-gesture-required",
  ],
});

const errors = [];
// While the server is down, the browser itself reports each refused attempt to reconnect.
let serverDown = false;
const expected = (text) => serverDown && /ERR_CONNECTION_REFUSED/.test(text);
let server = await startServer("127.0.0.1:0");
const url = server.url;
const address = new URL(url).host;
let exitCode = 0;
try {
  // Each player's browser: their name given once, animations instant, and Yut Nori with one
  // piece a side as the setup they last chose (a short match).
  const player = async (name, viewport, userAgent) => {
    const context = await browser.newContext({ viewport, hasTouch: true, userAgent });
    await context.addInitScript(([settings, setup]) => {
      if (!localStorage.getItem("tabula/settings.json")) {
        localStorage.setItem("tabula/settings.json", settings);
        localStorage.setItem("tabula/last-setup.json", setup);
      }
    }, [
      JSON.stringify({ online_name: name, animation_speed: 0 }),
      JSON.stringify({
        game: "yut", preset: "encyclopedia-sticks", options: [["pieces", "1"]],
        seats: ["human", "human"], seed: 1,
      }),
    ]);
    const page = await context.newPage();
    page.on("console", (m) => {
      if (m.type() === "error" && !isControlFlow(m.text()) && !expected(m.text())) {
        errors.push(`${name}: ${m.text()}`);
      }
    });
    page.on("pageerror", (e) => {
      if (!isControlFlow(String(e))) errors.push(`${name}: page error: ${e}`);
    });
    return page;
  };
  const data = (page, key) => page.evaluate((k) => document.body.dataset[k] || "", key);
  const until = async (what, done, timeout = 120000) => {
    const start = Date.now();
    while (!(await done())) {
      check(Date.now() - start < timeout, `waited too long: ${what}`);
      await sleep(300);
    }
  };
  const shot = async (page, name) => {
    const file = path.join(shots, `${name}.png`);
    await page.screenshot({ path: file });
    const size = fs.statSync(file).size;
    check(size > 20000, `${file} looks blank (${size} bytes)`);
    console.log(`picture: ${file} (${Math.round(size / 1024)} KB)`);
  };

  // A wide page makes a Yut Nori room: "Play online" on Yut Nori's card (under "Play
  // again", which the last setup brings), then "Create a room"; a press that came before
  // the screen was laid out is made again. Returns the room's code.
  const makeRoom = async (page) => {
    await page.goto(url);
    await until("the title", async () => (await data(page, "screen")) === "title", 300000);
    await sleep(1500);
    for (let tries = 0; (await data(page, "screen")) !== "online"; tries++) {
      check(tries < 6, "Play online did not open the online screen");
      await page.mouse.click(244, 541);
      await sleep(2500);
    }
    await sleep(1500);
    for (let tries = 0; !(await data(page, "room")); tries++) {
      check(tries < 6, "no room was made");
      await page.mouse.click(427, 293);
      await sleep(2500);
    }
    return data(page, "room");
  };

  const ann = await player("Ann", { width: 1280, height: 720 });
  const code = await makeRoom(ann);
  console.log(`room ${code}`);
  await sleep(1500);
  await shot(ann, "web-online-waiting-room");

  // Bo's browser says it is a phone's (bevy_egui then types through the page's text input).
  const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 " +
    "(KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
  const bo = await player("Bo", { width: 390, height: 844 }, phone);
  await bo.goto(`${url}?join=${code}&widgets`);
  await until("both pages in the match", async () =>
    (await data(ann, "screen")) === "playing" && (await data(bo, "screen")) === "playing", 300000);
  console.log("the match began on both pages");

  // Whoever's page waits for its person throws or plays the first choice.
  const step = async (page) => {
    if ((await data(page, "waiting")) !== "person") return false;
    await page.keyboard.press("Space");
    await sleep(900);
    await page.keyboard.press("Tab");
    await sleep(300);
    await page.keyboard.press("Enter");
    await sleep(900);
    return true;
  };
  const actions = async (page) => Number(await data(page, "actions")) || 0;
  const over = async (page) => (await data(page, "screen")) === "results";
  let reloaded = false;
  let restarted = false;
  const start = Date.now();
  while (!((await over(ann)) && (await over(bo)))) {
    check(Date.now() - start < 600000, "the match did not end in 10 minutes");
    const acted = (await step(ann)) || (await step(bo));
    if (!acted) await sleep(500);
    const done = await actions(ann);
    if (!reloaded && done >= 6 && !(await over(ann))) {
      reloaded = true;
      // Ann writes in the chat (where the page says its line is), sends it with Enter, and
      // leaves the line with a click on the table; keys stay the canvas's.
      const at = async (page, key) => (await data(page, key)).split(",").map(Number);
      const field = await at(ann, "chatField");
      check(field.length === 2 && field[0] > 0, `no chat line on Ann's page (${field})`);
      // Types only once the game says its chat line takes the keys (data-writing): the
      // panel can shift as the other side's move comes in, so a click that missed the line
      // is made again where the page now says the line is.
      const writeIn = async (who, page, press) => {
        for (let tries = 1; ; tries++) {
          const line = await at(page, "chatField");
          await press(line);
          for (let waited = 0; waited < 3000; waited += 200) {
            if ((await data(page, "writing")) === "yes") return line;
            await sleep(200);
          }
          console.log(`${who}'s press on the chat line at ${line} did not reach it (try ${tries})`);
          check(tries < 4, `${who}'s chat line never took the keys`);
        }
      };
      await writeIn("Ann", ann, (line) => ann.mouse.click(line[0], line[1]));
      await ann.keyboard.type("Good luck, Bo!");
      await ann.keyboard.press("Enter");
      await sleep(600);
      await ann.mouse.click(60, 680);
      await until("Bo's page hears Ann's chat line", async () =>
        Number(await data(bo, "chat")) >= 1 && Number(await data(ann, "chat")) >= 1, 30000);
      // Bo scrolls the panel to the chat, taps the line (a quick tap): the page's text input
      // takes the focus, which brings up a phone's keyboard; he types and taps Send (a
      // phone's keyboard sends no Enter to the page), then taps the table's wood.
      await bo.mouse.move(195, 700);
      for (let tries = 0; (await at(bo, "chatField"))[1] > 800; tries++) {
        check(tries < 10, `Bo's chat line stays below the screen (${await at(bo, "chatField")})`);
        await bo.mouse.wheel(0, 400);
        await sleep(500);
      }
      // egui scrolls smoothly: the line is pressed once it has stopped moving.
      const settled = async (page, key) => {
        let last = await at(page, key);
        for (let tries = 0; tries < 20; tries++) {
          await sleep(400);
          const now = await at(page, key);
          if (now.join() === last.join()) return now;
          last = now;
        }
        check(false, `the ${key} never stops moving (${last})`);
      };
      const [line, send] = [await settled(bo, "chatField"), await settled(bo, "chatSend")];
      check(send[0] > line[0] && Math.abs(send[1] - line[1]) < 10, `no Send beside the line (${send})`);
      // The game hands the focus over a frame after the tap; a loaded machine's frames are
      // slow, so the check gives it a few seconds.
      const focus = () => bo.evaluate(() => document.activeElement && document.activeElement.tagName);
      const focusBecomes = async (tag) => {
        for (let waited = 0; waited < 5000 && (await focus()) !== tag; waited += 200) await sleep(200);
        return focus();
      };
      await writeIn("Bo", bo, (at) => bo.touchscreen.tap(at[0], at[1]));
      const focused = await focusBecomes("INPUT");
      check(focused === "INPUT", `a tap on the chat line focuses ${focused}, not a text input (no on-screen keyboard)`);
      await bo.keyboard.type("Thanks!");
      await sleep(300);
      const sendNow = await settled(bo, "chatSend");
      await bo.touchscreen.tap(sendNow[0], sendNow[1]);
      await until("Ann's page hears Bo's chat line", async () =>
        Number(await data(bo, "chat")) >= 2 && Number(await data(ann, "chat")) >= 2, 30000);
      // Every control in sight on his phone, the chat's Send among them, is a finger wide.
      const widgets = JSON.parse((await data(bo, "widgets")) || "[]")
        .filter(([, y, , h]) => y >= 0 && y + h <= 844);
      const bar = ([, , w, h]) => (w < 20 && h >= 3 * w) || (h < 20 && w >= 3 * h);
      const small = widgets.filter((r) => !bar(r) && (r[2] < 44 || r[3] < 44));
      console.log(`Bo's match with the chat in sight: ${widgets.length} controls, ${small.length} under 44 px`);
      check(widgets.length > 0 && small.length === 0, `controls under 44 px on Bo's phone: ${JSON.stringify(small)}`);
      await bo.touchscreen.tap(12, 505);
      const after = await focusBecomes("CANVAS");
      check(after === "CANVAS", `keys go to ${after}, not the game, once Bo left the chat line`);
      await sleep(1000);
      await shot(ann, "web-online-match");
      await shot(bo, "web-online-match-phone");
      console.log(`Bo's page reloads after ${done} actions`);
      await bo.reload();
      await until("Bo back in his seat", async () => (await data(bo, "screen")) === "playing", 300000);
      check((await data(bo, "room")) === code, "Bo's page came back to another room");
    } else if (reloaded && !restarted && done >= 10 && !(await over(ann))) {
      restarted = true;
      console.log(`the server is killed after ${done} actions`);
      serverDown = true;
      server.proc.kill("SIGKILL");
      await sleep(3000);
      await shot(ann, "web-online-reconnecting");
      server = await startServer(address);
      await sleep(10000);
      serverDown = false;
      await until("both pages back", async () =>
        (await data(ann, "screen")) === "playing" && (await data(bo, "screen")) === "playing");
      console.log("the server is back, and so are both pages");
    }
  }
  const [annWinners, boWinners] = [await data(ann, "winners"), await data(bo, "winners")];
  console.log(`winners: Ann's page says ${annWinners}, Bo's ${boWinners}`);
  check(annWinners !== "" && annWinners === boWinners, "the pages disagree on the winner");
  check(reloaded, "the match ended before Bo's page could be reloaded");
  await shot(ann, "web-online-results");

  // The desktop game, with no window, against a page: Di makes a room, the desktop client
  // takes its other seat, and the computer plays it through the server.
  const di = await player("Di", { width: 1280, height: 720 });
  const deskCode = await makeRoom(di);
  console.log(`room ${deskCode} for the desktop client`);
  const desk = spawn(gameBin, [
    "--online-computer", deskCode, "--server", address, "--name", "Desk",
  ], { stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, RUST_LOG: "warn" } });
  let deskSaid = "";
  let deskExit = null;
  desk.stdout.on("data", (d) => { deskSaid += d; });
  desk.on("exit", (code) => { deskExit = code; });
  await until("Di's page in the match", async () => (await data(di, "screen")) === "playing", 300000);
  const deskStart = Date.now();
  let deskShot = false;
  while (!((await over(di)) && deskExit !== null)) {
    check(Date.now() - deskStart < 600000, "the match with the desktop did not end in 10 minutes");
    check(deskExit === null || deskExit === 0, `the desktop client ended with ${deskExit}: ${deskSaid}`);
    if (!(await step(di))) await sleep(500);
    if (!deskShot && (await actions(di)) >= 6 && !(await over(di))) {
      deskShot = true;
      await shot(di, "web-online-against-desktop");
    }
  }
  check(deskExit === 0, `the desktop client ended with ${deskExit}: ${deskSaid}`);
  const deskWinners = (deskSaid.match(/winners: (\S*)/) || [])[1];
  const diWinners = await data(di, "winners");
  console.log(`winners: Di's page says ${diWinners}, the desktop client ${deskWinners} (${await actions(di)} actions)`);
  check(/seat 1 in room/.test(deskSaid), `the desktop client did not take seat 1: ${deskSaid}`);
  check(diWinners !== "" && diWinners === deskWinners, "the page and the desktop disagree on the winner");
  check(errors.length === 0, `errors reached the console:\n${errors.join("\n")}`);
} catch (e) {
  console.error(`online browser test failed: ${e.message}`);
  exitCode = 1;
} finally {
  await browser.close();
  server.proc.kill("SIGKILL");
}
process.exit(exitCode);
