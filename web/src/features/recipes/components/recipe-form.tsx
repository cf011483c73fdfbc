import {
  type RecipeBody,
  type RecipeDraft,
  RecipeText,
  type RecipeTextFields,
  recipeLimits,
  recipeTextOf,
  textLines,
  writtenLines,
} from '@listok/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { TextAreaField } from '../../../components/text-area-field';
import { LinkField, TextField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { useTexts } from '../../../lib/texts/texts';
import { recipeLines } from './ingredient-list';

const fields = ['name', 'servings', 'ingredients', 'steps', 'source'] as const;

/** The form of a recipe written anew. */
const noRecipe: RecipeTextFields = { name: '', servings: '', ingredients: '', steps: '', source: '' };

interface RecipeFormProps {
  /** The card's heading: «Новый рецепт», the draft's name, «Изменить рецепт». */
  title: string;
  /** The draft or the saved recipe the form starts from (each of its lines once), or none for a recipe written anew. */
  from: RecipeDraft | null;
  saveLabel: string;
  /** Sends the recipe read from the form; a refusal puts the server's texts under the fields. */
  save: (body: RecipeBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A recipe as text (a recipe written by hand, a draft read from a page, a saved recipe changed): its name, servings,
 * a line per ingredient and per step, the page it came from. The rules are `RecipeText`'s (contract), judged as the
 * user leaves a field and again on saving.
 */
export function RecipeForm({ title, from, saveLabel, save, onCancel }: RecipeFormProps) {
  const { t } = useTexts();
  const initial = from === null ? noRecipe : recipeTextOf({ ...from, ingredients: recipeLines(from.ingredients) });
  const form = useFormFields({ fields, initial, schema: RecipeText });
  const [saving, setSaving] = useState(false);
  // The form opens where the button that opened it stood, which is gone: the focus goes to its first field.
  const first = useRef<HTMLDivElement>(null);
  useEffect(() => first.current?.querySelector('input')?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || !form.check()) return;
    const sent = form.values;
    setSaving(true);
    try {
      await save(RecipeText.parse(sent));
    } catch (error) {
      form.refused(error, sent);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      ref={form.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="recipe-form-title"
      className="mt-5 flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id="recipe-form-title" className="font-semibold text-lg text-slate-900">
        {title}
      </h2>
      <div ref={first}>
        <TextField label={t('recipes.name')} autoComplete="off" {...form.field('name')} />
      </div>
      <div className="sm:max-w-48">
        <TextField
          label={t('recipes.servingsLabel')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('recipes.servingsPlaceholder')}
          {...form.field('servings')}
        />
      </div>
      <TextAreaField
        label={t('recipes.ingredients')}
        placeholder={t('recipes.ingredientsPlaceholder')}
        hint={t('recipes.ingredientsHint', { max: recipeLimits.ingredientsMax })}
        counter={{ value: writtenLines(form.values.ingredients).length, max: recipeLimits.ingredientsMax }}
        rows={6}
        {...form.field('ingredients')}
      />
      <TextAreaField
        label={t('recipes.steps')}
        placeholder={t('recipes.stepsPlaceholder')}
        hint={t('recipes.stepsHint', { max: recipeLimits.stepsMax })}
        counter={{ value: textLines(form.values.steps).length, max: recipeLimits.stepsMax }}
        rows={6}
        {...form.field('steps')}
      />
      <LinkField label={t('recipes.source')} placeholder="https://" {...form.field('source')} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button type="submit" className={buttonStyles.primary} disabled={saving}>
          {saving ? t('recipes.saving') : saveLabel}
        </button>
        <button type="button" className={buttonStyles.quiet} onClick={onCancel}>
          {t('recipes.cancel')}
        </button>
      </div>
    </form>
  );
}
