import type { ServerMessages } from './messages.types.js';

/** The texts only the server says, in English. */
export const en: ServerMessages = {
  memberErrors: {
    LIST_CLOSED: 'This list is complete. It can be changed once its owner restores it',
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
