/** Business constants of spec §9. */
export const limits = {
  emailMax: 254,
  usernameMin: 2,
  usernameMax: 128,
  passwordMin: 6,
  passwordMax: 20,
  /** Sign-in accepts any stored password length; bounded only against abuse. */
  loginPasswordMax: 1024,
  listNameMax: 256,
  productNameMax: 256,
  detailsMax: 256,
  linkMax: 1024,
  noteMax: 256,
  /** A plain entry's text (a to-do, a thing to pack, a wish). */
  entryNameMax: 256,
  feedbackMessageMax: 5000,
  /**
   * The most items a list holds, however they are added (the add box, a paste, a copy, a calendar app): a bound on
   * what every sync and screen of it reads. Migration 0036 refuses past it in SQL; items-limit.test.ts holds the two
   * together.
   */
  itemsPerListMax: 5000,
} as const;

/**
 * One trip to the shop: ticks of a list less than this many hours apart. The list's suggestions count what was bought
 * within it of each other, the learned department order starts a new trip after a longer gap, and an untick within it
 * of the tick takes the purchase back (listok_mark_item in migration 0011 writes the same interval; items-mark.test.ts
 * holds the two together).
 */
export const shoppingTripHours = 3;

/** The most products a catalogue search answers (the add box's suggestions, online and offline). */
export const autocompleteLimit = 10;

/** Timings of spec §9, in milliseconds. */
export const timings = {
  redirectAfterSignup: 3000,
  messageBar: 3000,
  searchDebounce: 300,
  autocompleteBlurClear: 200,
  queryGcTime: 60_000,
} as const;
