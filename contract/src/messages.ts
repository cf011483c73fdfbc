import type { ErrorCode } from './errors.js';
import type { Lang } from './lang.js';

/**
 * Texts shared by the server (error answers) and the web client (field hints): one wording per rule.
 * Placeholders use the i18next form {{name}}.
 */
interface SharedMessages {
  validation: Record<string, string>;
  errors: Record<ErrorCode, string>;
  /** An error's wording for a member who is not the list's owner, where the general one asks for what only the owner can do. */
  memberErrors: Partial<Record<ErrorCode, string>>;
  success: Record<string, string>;
  /** Why a line of a pasted list was not added (`POST /api/list/{id}/add-text`). */
  addText: Record<'exists' | 'otherUnits' | 'noName', string>;
  /** Names of the entries of the server-built menu. */
  menu: Record<MenuKey, string>;
}

export type MenuKey =
  | 'home'
  | 'lists'
  | 'contacts'
  | 'vocabulary'
  | 'settings'
  | 'products'
  | 'users'
  | 'help'
  | 'login'
  | 'signup'
  | 'logout'
  | 'ru'
  | 'en';

const ru: SharedMessages = {
  validation: {
    required: 'Обязательное поле',
    email: 'Введите адрес вида name@example.com (до @ — от 2 до 20 символов)',
    usernameLength: 'От 2 до 128 символов',
    usernameChars: 'Только буквы (латиница или кириллица), цифры, _ и -',
    passwordLength: 'От 6 до 20 символов',
    passwordsMismatch: 'Пароли не совпадают',
    tooLong: 'Слишком длинное значение',
    id: 'Неверный идентификатор',
    page: 'Неверный номер страницы',
    invalid: 'Неверное значение',
    lang: 'Поддерживаются языки: ru, en',
    listNameLength: 'Название — от 1 до 256 символов',
    listNameChars: 'Только буквы, цифры, пробелы и знаки препинания',
    accessCode: 'Неверный код доступа',
    shopOrder: 'Порядок отделов — список разных отделов, не больше 100',
    sort: 'Неверный порядок сортировки',
    boolean: 'Ожидается 1, 0, true или false',
    productNameLength: 'Название — от 1 до 256 символов',
    detailsLength: 'Не более 256 символов',
    linkLength: 'Ссылка — не более 1024 символов',
    linkSpaces: 'Ссылка не может содержать пробелы',
    linkWeb: 'Ссылка должна быть веб-адресом (http:// или https://)',
    amount: 'Введите количество',
    amountNegative: 'Количество не может быть меньше 0',
    amountDecimals: 'Не более трёх знаков после запятой',
    unit: 'Такой единицы измерения нет',
    product: 'Такого товара нет',
    emailAny: 'Введите адрес электронной почты',
    feedbackLength: 'Сообщение — от 1 до 5000 символов',
    token: 'Ссылка для восстановления неполная',
    emailToken: 'Ссылка для подтверждения email неполная',
    nothingToChange: 'Нечего изменять',
    category: 'Такой категории нет',
    timeZone: 'Такого часового пояса нет',
    idempotencyKey: 'Idempotency-Key: от 1 до 100 латинских букв, цифр и знаков _ - : .',
    productNameChars: 'Только буквы, цифры, пробелы и знаки . , : ; ! ? ( ) " « » % & + - / №',
    pushEndpoint: 'Адрес службы уведомлений браузера: веб-адрес https://',
    pushEndpointLength: 'Адрес службы уведомлений — не более 2048 символов',
    pushEndpointPrivate: 'Уведомления можно отправлять только общедоступной службе по https',
    pushEndpointUnknown: 'Адрес службы уведомлений не найден',
    pushKeys: 'Нужны ключи подписки: p256dh и auth',
    pushP256dh: 'Ключ p256dh — 65 байт (точка P-256) в base64url',
    pushAuth: 'Ключ auth — 16 байт в base64url',
    notificationMode: 'Режим уведомлений: all, shopping или none',
    copyOnly: 'Что копировать: all (все товары) или open (только некупленные)',
    addTextLines: 'Вставьте от 1 до 200 строк: по товару в строке',
    addTextLine: 'Строка — не более 256 символов',
    tokenName: 'Название токена — до 64 символов',
    tokenScope: 'Права токена: read (только чтение) или write (чтение и изменения)',
    tokenLists: 'Списки токена: null (все) или от 1 до 100 ваших списков',
  },
  errors: {
    VALIDATION_FAILED: 'Проверьте введённые данные',
    BAD_JSON: 'Тело запроса не является корректным JSON',
    BAD_REQUEST: 'Неверный запрос',
    BAD_CREDENTIALS: 'Неверный логин или пароль',
    UNAUTHORIZED: 'Войдите в приложение, чтобы продолжить',
    FORBIDDEN: 'Недостаточно прав',
    FOREIGN_ORIGIN: 'Запрос с чужого сайта отклонён',
    WRONG_ACCESS_CODE: 'Неверный код доступа к списку',
    NOT_A_MEMBER: 'Изменять список могут только его участники. Присоединитесь к списку',
    OWNER_ONLY: 'Это может сделать только владелец списка',
    ADMIN_ONLY: 'У вас нет прав на просмотр этой страницы',
    NOT_A_CONTACT: 'Добавить в список можно только пользователя из ваших контактов',
    NOT_MUTUAL_CONTACT:
      'Пользователь {{name}} не добавил вас в свои контакты. Вместо этого отправьте ему ссылку на список',
    OWNER_CANNOT_LEAVE: 'Владелец не может выйти из своего списка или быть удалён из него',
    PRODUCT_COMMON: 'Этот товар теперь в общем каталоге: изменить его может только администратор',
    CROSS_SITE_JOIN: 'Присоединиться к списку можно только из самого приложения. Откройте ссылку ещё раз',
    SELF_CONTACT: 'Нельзя добавить в контакты самого себя',
    WRONG_PASSWORD: 'Неверный текущий пароль',
    SAME_PASSWORD: 'Новый пароль совпадает с текущим',
    BAD_TOKEN: 'Ссылка для восстановления пароля недействительна или устарела. Запросите новую',
    BAD_EMAIL_TOKEN: 'Ссылка для подтверждения email недействительна или устарела. Запросите смену email ещё раз',
    SAME_EMAIL: 'Это ваш текущий email',
    NOT_FOUND: 'Не найдено',
    ROUTE_NOT_FOUND: 'Такого адреса API нет',
    METHOD_NOT_ALLOWED: 'Метод не поддерживается',
    REQUEST_TIMEOUT: 'Запрос не пришёл целиком за {{seconds}} с. Проверьте связь и повторите',
    EMAIL_TAKEN: 'Этот email уже зарегистрирован',
    USERNAME_TAKEN: 'Это имя пользователя уже занято',
    LIST_CLOSED: 'Список завершён. Восстановите его, чтобы изменить',
    ITEM_COMPLETED: 'Отмеченный товар нельзя изменить или удалить',
    ITEM_EXISTS: 'Товар {{name}} уже есть в списке, вы можете его изменить',
    IDEMPOTENCY_IN_PROGRESS: 'Этот запрос ещё выполняется, повторите через секунду',
    IDEMPOTENCY_KEY_REUSED: 'Этот ключ Idempotency-Key уже использован для другого запроса',
    PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
    UNSUPPORTED_MEDIA_TYPE: 'Неподдерживаемый тип содержимого',
    TOO_MANY_REQUESTS: 'Слишком много запросов. Повторите через {{seconds}} с',
    TOO_MANY_LOGIN_FAILURES: 'Слишком много неудачных попыток входа. Повторите через {{seconds}} с',
    LIST_QUOTA: 'Достигнут суточный предел новых списков: {{limit}}. Следующий можно создать через {{seconds}} с',
    TOKEN_NOT_ALLOWED: 'Этот вызов недоступен по токену доступа: войдите в приложение',
    TOKEN_READ_ONLY: 'Токен только для чтения: изменения по нему недоступны',
    TOKEN_OTHER_LIST: 'Токену не дан доступ к этому списку',
    TOKEN_QUOTA: 'У вас уже {{limit}} токенов: удалите ненужный, чтобы создать новый',
    SHOPPING_TOO_OFTEN: 'Участники уже знают, что вы идёте в магазин. Сказать ещё раз можно через {{minutes}} мин',
    PRODUCT_QUOTA:
      'Достигнут суточный предел новых своих товаров: {{limit}}. Следующий можно создать через {{seconds}} с',
    INTERNAL: 'Внутренняя ошибка сервера',
    SERVICE_UNAVAILABLE: 'Сервис временно недоступен, повторите позже',
  },
  memberErrors: {
    LIST_CLOSED: 'Список завершён. Изменить его можно будет, когда владелец его восстановит',
  },
  addText: {
    exists: 'Уже в списке: напишите количество, чтобы добавить к нему',
    otherUnits: 'Уже в списке в других единицах ({{unit}}): количества не сложить',
    noName: 'Нет названия товара',
  },
  success: {
    loggedOut: 'Вы вышли из приложения',
    emailChanged: 'Email успешно изменён',
    emailChangeStarted: 'Мы отправили ссылку на {{email}}. Email сменится, когда вы её откроете',
    passwordChanged: 'Пароль успешно изменён',
    timeZoneChanged: 'Часовой пояс успешно изменён',
    feedbackSent: 'Сообщение успешно отправлено',
    passwordRecovered: 'Пароль восстановлен. Войдите с новым паролем',
    recoveryStarted: 'Если такой email зарегистрирован, на него отправлено письмо со ссылкой',
  },
  menu: {
    home: 'Главная',
    lists: 'Списки',
    contacts: 'Контакты',
    vocabulary: 'Словарь',
    settings: 'Настройки',
    products: 'Товары',
    users: 'Пользователи',
    help: 'Помощь',
    login: 'Войти',
    signup: 'Регистрация',
    logout: 'Выйти',
    ru: 'Русский',
    en: 'English',
  },
};

const en: SharedMessages = {
  validation: {
    required: 'Required field',
    email: 'Enter an address like name@example.com (2 to 20 characters before @)',
    usernameLength: '2 to 128 characters',
    usernameChars: 'Only letters (Latin or Cyrillic), digits, _ and -',
    passwordLength: '6 to 20 characters',
    passwordsMismatch: 'Passwords do not match',
    tooLong: 'The value is too long',
    id: 'Invalid identifier',
    page: 'Invalid page number',
    invalid: 'Invalid value',
    lang: 'Supported languages: ru, en',
    listNameLength: 'The name must be 1 to 256 characters long',
    listNameChars: 'Only letters, digits, spaces and punctuation',
    accessCode: 'Wrong access code',
    shopOrder: 'The order of departments must list distinct departments, at most 100',
    sort: 'Unknown sort order',
    boolean: 'Must be 1, 0, true or false',
    productNameLength: 'The name must be 1 to 256 characters long',
    detailsLength: 'At most 256 characters',
    linkLength: 'The link must be at most 1024 characters long',
    linkSpaces: 'The link cannot contain spaces',
    linkWeb: 'The link must be a web address (http:// or https://)',
    amount: 'Enter an amount',
    amountNegative: 'The amount cannot be less than 0',
    amountDecimals: 'At most three decimal places',
    unit: 'There is no such unit',
    product: 'There is no such product',
    emailAny: 'Enter an email address',
    feedbackLength: 'The message must be 1 to 5000 characters long',
    token: 'The recovery link is incomplete',
    emailToken: 'The email confirmation link is incomplete',
    nothingToChange: 'Nothing to change',
    category: 'There is no such category',
    timeZone: 'There is no such time zone',
    idempotencyKey: 'Idempotency-Key: 1 to 100 Latin letters, digits and _ - : .',
    productNameChars: 'Only letters, digits, spaces and . , : ; ! ? ( ) " « » % & + - / №',
    pushEndpoint: 'The browser’s push service address: an https:// web address',
    pushEndpointLength: 'The push service address must be at most 2048 characters long',
    pushEndpointPrivate: 'Notifications can only be sent to a public push service over https',
    pushEndpointUnknown: 'The push service address cannot be found',
    pushKeys: 'The subscription’s keys are needed: p256dh and auth',
    pushP256dh: 'The p256dh key must be 65 bytes (a P-256 point) in base64url',
    pushAuth: 'The auth key must be 16 bytes in base64url',
    notificationMode: 'Notification mode: all, shopping or none',
    copyOnly: 'What to copy: all (every item) or open (only those not bought yet)',
    addTextLines: 'Paste 1 to 200 lines: one good per line',
    addTextLine: 'A line must be at most 256 characters long',
    tokenName: 'A token name must be at most 64 characters long',
    tokenScope: 'Token rights: read (reading only) or write (reading and changes)',
    tokenLists: 'Token lists: null (all) or 1 to 100 of your lists',
  },
  errors: {
    VALIDATION_FAILED: 'Please check the data you entered',
    BAD_JSON: 'The request body is not valid JSON',
    BAD_REQUEST: 'Bad request',
    BAD_CREDENTIALS: 'Wrong email, username or password',
    UNAUTHORIZED: 'Sign in to continue',
    FORBIDDEN: 'You are not allowed to do this',
    FOREIGN_ORIGIN: 'A request from another site was refused',
    WRONG_ACCESS_CODE: 'Wrong access code for this list',
    NOT_A_MEMBER: 'Only members can change this list. Join it first',
    OWNER_ONLY: 'Only the owner of the list can do this',
    ADMIN_ONLY: 'You have no rights to view this page',
    NOT_A_CONTACT: 'You can only add users from your contacts',
    NOT_MUTUAL_CONTACT: "{{name}} has not added you to their contacts; send them the list's link instead",
    OWNER_CANNOT_LEAVE: 'The owner cannot leave or be removed from their own list',
    PRODUCT_COMMON: 'This product is in the shared catalogue now: only an administrator can change it',
    CROSS_SITE_JOIN: 'A list can only be joined from within the app. Open the link again',
    SELF_CONTACT: 'You cannot add yourself to your contacts',
    WRONG_PASSWORD: 'The current password is wrong',
    SAME_PASSWORD: 'The new password is the same as the current one',
    BAD_TOKEN: 'The password recovery link is invalid or expired. Request a new one',
    BAD_EMAIL_TOKEN: 'The email confirmation link is invalid or expired. Ask for the change again',
    SAME_EMAIL: 'This is your current email',
    NOT_FOUND: 'Not found',
    ROUTE_NOT_FOUND: 'There is no such API path',
    METHOD_NOT_ALLOWED: 'Method not allowed',
    REQUEST_TIMEOUT: 'The request did not arrive in full within {{seconds}} s. Check the connection and try again',
    EMAIL_TAKEN: 'This email is already registered',
    USERNAME_TAKEN: 'This username is already taken',
    LIST_CLOSED: 'This list is complete. Restore it to change it',
    ITEM_COMPLETED: 'A ticked-off item cannot be edited or deleted',
    ITEM_EXISTS: '{{name}} already exists in the list, you can edit it',
    IDEMPOTENCY_IN_PROGRESS: 'This request is still running, try again in a second',
    IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for another request',
    PAYLOAD_TOO_LARGE: 'The request is too large',
    UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type',
    TOO_MANY_REQUESTS: 'Too many requests. Try again in {{seconds}} s',
    TOO_MANY_LOGIN_FAILURES: 'Too many failed sign-in attempts. Try again in {{seconds}} s',
    LIST_QUOTA:
      'You have reached the daily limit of new lists: {{limit}}. You can create the next one in {{seconds}} s',
    TOKEN_NOT_ALLOWED: 'This call is not available with an access token: sign in to the app',
    TOKEN_READ_ONLY: 'This token is read-only: it cannot change anything',
    TOKEN_OTHER_LIST: 'This token has no access to this list',
    TOKEN_QUOTA: 'You already have {{limit}} tokens: delete one you do not need to create a new one',
    SHOPPING_TOO_OFTEN: 'The members already know you are going shopping. You can tell them again in {{minutes}} min',
    PRODUCT_QUOTA:
      'You have reached the daily limit of new products of your own: {{limit}}. You can create the next one in {{seconds}} s',
    INTERNAL: 'Internal server error',
    SERVICE_UNAVAILABLE: 'The service is temporarily unavailable, try again later',
  },
  memberErrors: {
    LIST_CLOSED: 'This list is complete. It can be changed once its owner restores it',
  },
  addText: {
    exists: 'Already on the list: give an amount to add to it',
    otherUnits: 'Already on the list in other units ({{unit}}): the amounts cannot be added up',
    noName: 'No name of a good',
  },
  success: {
    loggedOut: 'You have signed out',
    emailChanged: 'Email changed successfully',
    emailChangeStarted: 'We have sent a link to {{email}}. The email changes once you open it',
    passwordChanged: 'Password changed successfully',
    timeZoneChanged: 'Time zone changed successfully',
    feedbackSent: 'The message was sent successfully',
    passwordRecovered: 'Your password has been reset. Sign in with the new one',
    recoveryStarted: 'If this email is registered, we have sent a link to it',
  },
  menu: {
    home: 'Home',
    lists: 'Lists',
    contacts: 'Contacts',
    vocabulary: 'Vocabulary',
    settings: 'Settings',
    products: 'Products',
    users: 'Users',
    help: 'Help',
    login: 'Sign in',
    signup: 'Sign up',
    logout: 'Sign out',
    ru: 'Русский',
    en: 'English',
  },
};

export const sharedMessages: Record<Lang, SharedMessages> = { ru, en };

/** The placeholders of ITEM_EXISTS: the name of the product already on the list, in capitals of the language. */
export const itemExistsParams = (lang: Lang, name: string): { name: string } => ({
  name: name.toLocaleUpperCase(lang),
});

/**
 * The message for a product already on the list, one wording for the server's 409 (which fills ITEM_EXISTS with
 * `itemExistsParams`) and the add box's warning.
 */
export const itemExistsMessage = (lang: Lang, name: string): string =>
  translate(lang, 'errors.ITEM_EXISTS', itemExistsParams(lang, name));

/** Looks up a dotted key such as `validation.email` and fills {{placeholders}}; unknown keys come back as they are. */
export function translate(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const [group, name] = key.split('.', 2) as [keyof SharedMessages, string | undefined];
  const table = sharedMessages[lang][group] as Record<string, string> | undefined;
  const text = name !== undefined ? table?.[name] : undefined;
  if (text === undefined) return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, param: string) => String(params[param] ?? ''));
}
