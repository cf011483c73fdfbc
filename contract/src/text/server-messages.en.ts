import type { ServerMessages } from './messages.types.js';

/** The texts only the server says, in English. */
export const en: ServerMessages = {
  memberErrors: {
    LIST_CLOSED: 'This list is complete. It can be changed once its owner restores it',
  },
  menu: {
    home: 'Home',
    lists: 'Lists',
    recipes: 'Recipes',
    spending: 'Spending',
    contacts: 'Contacts',
    vocabulary: 'Vocabulary',
    settings: 'Settings',
    products: 'Products',
    users: 'Users',
    help: 'Help',
    login: 'Sign in',
    signup: 'Sign up',
    logout: 'Sign out',
  },
  success: {
    loggedOut: 'You have signed out',
    emailChanged: 'Email changed successfully',
    emailConfirmed: 'Email confirmed',
    confirmationSent: 'We have sent a link to {{email}}. Open it to confirm the email',
    emailChangeStarted: 'We have sent a link to {{email}}. The email changes once you open it',
    passwordChanged: 'Password changed successfully',
    timeZoneChanged: 'Time zone changed successfully',
    currencyChanged: 'The currency of new lists is changed',
    feedbackSent: 'The message was sent successfully',
    passwordRecovered: 'Your password has been reset. Sign in with the new one',
    passwordRecoveredSignedIn:
      'Your password has been reset and you are signed in. Sign in again on your other devices',
    tokensRevoked:
      'The account’s access tokens were revoked ({{count}}): programs that used them need new ones, made in Settings',
    recoveryStarted: 'If this email is registered, we have sent a link to it',
  },
  validation: {
    receiptAt: 'A receipt’s time is YYYY-MM-DD HH:mm',
    receiptQr: 'A receipt’s QR code is at most 512 characters',
    receiptRoubles: 'A QR code is a Russian receipt’s, in roubles; this list keeps another currency',
    receiptTotal: 'Give the receipt’s total or scan its QR code',
    shares: 'Shares are different members of the list, each from 0.01 to 100',
    payer: 'Choose a member of the list',
    day: 'Give the date as YYYY-MM-DD',
    period: 'The period runs from a date to a later one, at most 10 years',
    spendingBy: 'Group by month, week, store, department, member or list',
    list: 'No such list',
  },
  moneyErrors: {
    NOT_A_SHOPPING_LIST: 'Only a shopping list has prices, receipts and balances',
    AUTHOR_ONLY: 'Only whoever added the receipt can delete it',
  },
  spending: {
    noStore: 'No shop',
    noDepartment: 'No department',
    formerMember: 'Former member',
  },
  addRecipe: {
    untitled: 'Recipe',
    leftOut: 'Left out: at home',
  },
  addText: {
    exists: 'Already on the list: give an amount to add to it',
    otherUnits: 'Already on the list in other units ({{unit}}): the amounts cannot be added up',
    noName: 'No name of a good',
    entryExists: 'Already on the list',
    hiddenChars: 'The line holds control or invisible characters',
  },
  caldav: {
    newList: 'New list',
    uid: 'A to-do’s UID is 1 to 255 characters, with no control or invisible characters',
    profileName: 'Listok: lists in Reminders',
    profileDescription:
      'A CalDAV account with the app password “{{name}}”: your Listok lists show in Reminders. The password can be revoked in Listok’s settings.',
    account: 'Listok',
  },
  fetchFailures: {
    unresolved: 'there is no such site',
    redirects: 'too many redirects',
    'too-large': 'the page is too large',
    timeout: 'the site did not answer in time',
    'content-type': 'it is not a web page',
    status: 'the site answered with an error',
    network: 'the site cannot be reached',
  },
};
