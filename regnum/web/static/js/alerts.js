// "Your turn" alerts besides the banner and the tab title, each opted into per browser: a short
// sound, and a browser notification when the page is not in front.
import { _ } from "./words.js";

const SOUND = "regnum.alert.sound";
const NOTIFY = "regnum.alert.notify";

function stored(name) {
  try {
    return localStorage.getItem(name) === "on";
  } catch {
    return false;
  }
}

function store(name, on) {
  try {
    localStorage.setItem(name, on ? "on" : "off");
  } catch {
    // Not kept.
  }
}

let audio = null;

function beep() {
  audio ??= new AudioContext();
  const now = audio.currentTime;
  for (const [start, pitch] of [[0, 660], [0.18, 880]]) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = pitch;
    gain.gain.setValueAtTime(0.0001, now + start);
    gain.gain.exponentialRampToValueAtTime(0.2, now + start + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + start + 0.16);
    tone.connect(gain).connect(audio.destination);
    tone.start(now + start);
    tone.stop(now + start + 0.17);
  }
}

function count(name) {
  document.body.dataset[name] = String(Number(document.body.dataset[name] || 0) + 1);
}

/** Wire the two check boxes (sound, notification) to the browser's stored choices. */
export function setUpAlerts(soundBox, notifyBox) {
  soundBox.checked = stored(SOUND);
  notifyBox.checked = stored(NOTIFY) && "Notification" in window
    && Notification.permission === "granted";
  if (!("Notification" in window)) notifyBox.disabled = true;
  soundBox.addEventListener("change", () => {
    store(SOUND, soundBox.checked);
    if (soundBox.checked) {
      audio ??= new AudioContext(); // created in the click, so the browser lets it play later
      audio.resume?.();
    }
  });
  notifyBox.addEventListener("change", async () => {
    if (notifyBox.checked && Notification.permission !== "granted") {
      const answer = await Notification.requestPermission();
      notifyBox.checked = answer === "granted";
    }
    store(NOTIFY, notifyBox.checked);
  });
}

/** It has just become this seat's turn: play the sound and notify, as chosen. */
export function yourTurn(title) {
  if (stored(SOUND)) {
    try {
      beep();
      count("sounds");
    } catch {
      // No audio here.
    }
  }
  if (stored(NOTIFY) && "Notification" in window && Notification.permission === "granted"
      && (document.visibilityState !== "visible" || !document.hasFocus())) {
    try {
      const note = new Notification(_("Your turn"), { body: title, tag: "regnum-turn" });
      note.onclick = () => { window.focus(); note.close(); };
      count("notified");
    } catch {
      // Notifications refused by the browser.
    }
  }
}
