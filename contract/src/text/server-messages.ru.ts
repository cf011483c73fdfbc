import type { ServerMessages } from './messages.types.js';

/** The texts only the server says, in Russian. */
export const ru: ServerMessages = {
  memberErrors: {
    LIST_CLOSED: 'Список завершён. Изменить его можно будет, когда владелец его восстановит',
  },
  menu: {
    home: 'Главная',
    lists: 'Списки',
    recipes: 'Рецепты',
    spending: 'Расходы',
    contacts: 'Контакты',
    vocabulary: 'Словарь',
    settings: 'Настройки',
    products: 'Товары',
    users: 'Пользователи',
    help: 'Помощь',
    login: 'Войти',
    signup: 'Регистрация',
    logout: 'Выйти',
  },
  success: {
    loggedOut: 'Вы вышли из приложения',
    emailChanged: 'Email успешно изменён',
    emailConfirmed: 'Email подтверждён',
    confirmationSent: 'Мы отправили ссылку на {{email}}. Откройте её, чтобы подтвердить email',
    emailChangeStarted: 'Мы отправили ссылку на {{email}}. Email сменится, когда вы её откроете',
    passwordChanged: 'Пароль успешно изменён',
    timeZoneChanged: 'Часовой пояс успешно изменён',
    currencyChanged: 'Валюта новых списков изменена',
    feedbackSent: 'Сообщение успешно отправлено',
    passwordRecovered: 'Пароль восстановлен. Войдите с новым паролем',
    passwordRecoveredSignedIn: 'Пароль восстановлен, вы вошли в Листок. На других устройствах войдите заново',
    tokensRevoked:
      'Токены доступа аккаунта отозваны ({{count}}): программам, которые ими пользовались, нужны новые — создайте их в настройках',
    recoveryStarted: 'Если такой email зарегистрирован, на него отправлено письмо со ссылкой',
  },
  validation: {
    receiptAt: 'Время чека — ГГГГ-ММ-ДД ЧЧ:ММ',
    receiptQr: 'QR-код чека — не длиннее 512 символов',
    receiptRoubles: 'QR-код — российского чека, в рублях; этот список ведётся в другой валюте',
    receiptTotal: 'Укажите сумму чека или отсканируйте его QR-код',
    shares: 'Доли — разные участники списка, у каждого от 0,01 до 100',
    payer: 'Выберите участника списка',
    day: 'Укажите дату как ГГГГ-ММ-ДД',
    period: 'Период — с даты по дату, не длиннее 10 лет',
    spendingBy: 'Группировка: month, week, store, department, member или list',
    list: 'Неверный список',
  },
  moneyErrors: {
    NOT_A_SHOPPING_LIST: 'Цены, чеки и расчёты бывают только у списка покупок',
    AUTHOR_ONLY: 'Удалить чек может только тот, кто его добавил',
  },
  spending: {
    noStore: 'Без магазина',
    noDepartment: 'Без отдела',
    formerMember: 'Бывший участник',
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
