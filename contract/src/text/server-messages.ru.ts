import type { ServerMessages } from './messages.types.js';

/** The texts only the server says, in Russian. */
export const ru: ServerMessages = {
  memberErrors: {
    LIST_CLOSED: 'Список завершён. Изменить его можно будет, когда владелец его восстановит',
  },
  addRecipe: {
    untitled: 'Рецепт',
    leftOut: 'Не добавлено: есть дома',
  },
  addText: {
    exists: 'Уже в списке: напишите количество, чтобы добавить к нему',
    otherUnits: 'Уже в списке в других единицах ({{unit}}): количества не сложить',
    noName: 'Нет названия товара',
    entryExists: 'Уже в списке',
    hiddenChars: 'В строке есть управляющие или невидимые символы',
  },
  caldav: {
    newList: 'Новый список',
    uid: 'UID задачи — от 1 до 255 символов, без управляющих и невидимых символов',
    profileName: 'Листок: списки в Напоминаниях',
    profileDescription:
      'Учётная запись CalDAV с паролем приложения «{{name}}»: ваши списки Листка появятся в Напоминаниях. Отозвать пароль можно в настройках Листка.',
    account: 'Листок',
  },
  fetchFailures: {
    unresolved: 'такого сайта нет',
    redirects: 'слишком много перенаправлений',
    'too-large': 'страница слишком большая',
    timeout: 'сайт не ответил вовремя',
    'content-type': 'это не веб-страница',
    status: 'сайт ответил ошибкой',
    network: 'сайт недоступен',
  },
};
