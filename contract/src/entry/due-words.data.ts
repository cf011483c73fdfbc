// The words of days, months and parts of the day that to-do lines name their dues with (due-words.ts reads them), in
// Russian and English, folded (lower case, ё as е). Each group of words is one day or month, in order.

/** Monday to Sunday. Accusative forms only: the nominative «среда» is also a word ("environment"). */
export const weekdayWords: readonly string[] = [
  'понедельник пн monday mon',
  'вторник вт tuesday tue tues',
  'среду ср wednesday wed weds',
  'четверг чт thursday thu thur thurs',
  'пятницу пт friday fri',
  'субботу сб saturday sat',
  'воскресенье вс sunday sun',
];

/** «по вторникам», "tuesdays": Monday to Sunday, a weekly repeat on that day. */
export const weekdayPluralWords: readonly string[] = [
  'понедельникам mondays',
  'вторникам tuesdays',
  'средам wednesdays',
  'четвергам thursdays',
  'пятницам fridays',
  'субботам saturdays',
  'воскресеньям sundays',
];

/**
 * Monday to Sunday in the form the word before them asks for, read only after it: «до пятницы» (genitive), «к пятнице»
 * (dative). Alone, «среды» and «среде» are forms of «среда» ("environment") too.
 */
export const weekdayWordsAfter: Readonly<Record<string, readonly string[]>> = {
  до: ['понедельника', 'вторника', 'среды', 'четверга', 'пятницы', 'субботы', 'воскресенья'],
  к: ['понедельнику', 'вторнику', 'среде', 'четвергу', 'пятнице', 'субботе', 'воскресенью'],
};

/** January to December. */
export const monthWords: readonly string[] = [
  'января янв january jan',
  'февраля фев февр february feb',
  'марта мар march mar',
  'апреля апр april apr',
  'мая may',
  'июня июн june jun',
  'июля июл july jul',
  'августа авг august aug',
  'сентября сен сент september sep sept',
  'октября окт october oct',
  'ноября ноя нояб november nov',
  'декабря дек december dec',
];

/**
 * The hour a part of the day is read as («послезавтра утром»: 9:00), a guess never put in the past, as "tonight"'s
 * 20:00 is: the evening is tonight's hour. Russian words alone («утром», «днём», «вечером», «с утра»); English ones
 * after "in the" or "this", or after a day ("tomorrow morning", "friday evening"). The night is left out: «ночью» may be
 * late tonight or early tomorrow.
 */
export const partOfDayHours: Readonly<Record<string, number>> = {
  утром: 9,
  утра: 9,
  днем: 14,
  вечером: 20,
  morning: 9,
  afternoon: 14,
  evening: 20,
};
