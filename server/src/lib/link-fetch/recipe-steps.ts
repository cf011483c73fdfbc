import { asArray, isNode, isOfType, type Json, type JsonNode, stringOf } from './json-ld-nodes.js';
import { cutAtWord, textLine, textLines } from './page-text.js';

/** How many steps are kept, and the length of each. */
export interface StepBounds {
  count: number;
  length: number;
}

/** How deep sections, and lists of steps inside steps, are followed. */
const maxNesting = 4;

/** "1. ", "2) ", "Шаг 3: ", "Step 4. " at a step's start: the recipe numbers its steps itself. */
const numbering = /^(?:(?:шаг|step)\s{0,3})?\d{1,3}\s{0,3}[.):]\s+/iu;
/** A line that is only a number ("Шаг 1", "2."): the heading of the next line, not a step. */
const onlyNumber = /^(?:(?:шаг|step)\s{0,3})?\d{1,3}\s{0,3}[.):]?$/iu;
/** Where a paragraph of numbered sentences starts its next one: "… 20 minutes. 2. Stir …". */
const nextNumbered = /(?<=[.!?…])\s(?=\d{1,2}[.)]\s)/u;

/**
 * The steps of instructions written as one text: a step a line (a paragraph, a list's item, a `<br>`), or, when the
 * text is one line, a step a numbered sentence ("1. Heat the oven. 2. Mix…"). Their numbers are taken off.
 */
function stepsOfText(raw: string): string[] {
  const lines = textLines(raw).filter((line) => !onlyNumber.test(line));
  const steps = lines.length === 1 ? lines[0]!.split(nextNumbered) : lines;
  return steps.map((step) => step.replace(numbering, '')).filter((step) => step !== '');
}

/**
 * A recipe's `recipeInstructions` as its steps, in order: a text (`stepsOfText`), a list of texts, of `HowToStep`s
 * (each one step: its `text`, else its `name`), of `HowToSection`s (a section's `name` is put before its first step,
 * "Тесто: Смешайте муку…", so that the list stays one of things to do), or an `ItemList` of any of them.
 * `resolve` looks up a step named only by its `@id`.
 */
export function stepsOf(instructions: Json, resolve: (value: Json) => Json, bounds: StepBounds): string[] {
  const steps: string[] = [];
  const add = (step: string) => {
    if (step !== '' && steps.length < bounds.count) steps.push(cutAtWord(step, bounds.length));
  };
  const readSection = (section: JsonNode, depth: number) => {
    const first = steps.length;
    read(section.itemListElement ?? section.steps, depth + 1);
    const raw = stringOf(section.name);
    const name = raw === undefined ? '' : textLine(raw).replace(/[:.]$/, '');
    if (name !== '' && steps.length > first) steps[first] = cutAtWord(`${name}: ${steps[first]}`, bounds.length);
  };
  const read = (value: Json, depth: number): void => {
    for (const entry of asArray(resolve(value))) {
      if (steps.length >= bounds.count) return;
      const step = resolve(entry);
      if (typeof step === 'string') {
        for (const line of stepsOfText(step)) add(line);
        continue;
      }
      if (!isNode(step) || depth >= maxNesting) continue;
      if (isOfType(step['@type'], 'HowToSection')) {
        readSection(step, depth);
        continue;
      }
      const text = stringOf(step.text);
      if (text !== undefined) add(textLine(text).replace(numbering, ''));
      else if (step.itemListElement !== undefined) read(step.itemListElement, depth + 1);
      else add(textLine(stringOf(step.name) ?? ''));
    }
  };
  read(instructions, 0);
  return steps;
}
