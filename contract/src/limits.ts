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
  feedbackMessageMax: 5000,
} as const;

/** Timings of spec §9, in milliseconds. */
export const timings = {
  redirectAfterSignup: 3000,
  messageBar: 3000,
  searchDebounce: 300,
  autocompleteBlurClear: 200,
  queryGcTime: 60_000,
} as const;
