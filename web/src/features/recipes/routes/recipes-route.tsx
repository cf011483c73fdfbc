import '../../../locales/recipes';
import type { Recipe, RecipeBody, RecipeDraft } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { LinkIcon, PencilIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { LinkField } from '../../../components/text-field';
import { useFormFields } from '../../../lib/forms/use-form-fields';
import { clearError } from '../../../lib/notices/notices';
import { useTexts } from '../../../lib/texts/texts';
import { useCreateRecipe, useImportRecipe, useKeptRecipes, useRecipes } from '../api/recipes';
import { IngredientList, recipeLines } from '../components/ingredient-list';
import { KeptRecipes } from '../components/kept-recipes';
import { RecipeForm } from '../components/recipe-form';
import { siteOf } from '../recipe-view';

const fields = ['url'] as const;

/** What a recipe page gave, to look over before it is kept. */
function DraftCard({ draft, kept, onSave, onEdit, onCancel, saving }: DraftCardProps) {
  const { t } = useTexts();
  return (
    <section
      aria-labelledby="recipe-draft"
      className="mt-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-200 sm:p-6"
    >
      <h2 id="recipe-draft" className="font-semibold text-lg text-slate-900">
        {draft.name}
      </h2>
      <p className="mt-1 text-slate-600 text-sm">
        {[
          draft.source === null ? null : siteOf(draft.source),
          draft.servings === null ? null : t('recipes.servings', { count: draft.servings }),
          t('recipes.stepsCount', { count: draft.steps.length }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {kept && (
        <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm ring-1 ring-amber-200">
          {t('recipes.keptAlready')}{' '}
          <Link to={webRoutes.recipe.replace(':id', String(kept.id))} className={linkStyle}>
            {kept.name}
          </Link>
        </p>
      )}
      <div className="mt-3">
        <IngredientList ingredients={draft.ingredients} servings={{ from: draft.servings, to: draft.servings }} />
      </div>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <button type="button" className={buttonStyles.primary} disabled={saving} onClick={onSave}>
          {saving ? t('recipes.saving') : t('recipes.save')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={saving} onClick={onEdit}>
          <PencilIcon />
          {t('recipes.edit')}
        </button>
        <button type="button" className={buttonStyles.quiet} onClick={onCancel}>
          {t('recipes.cancel')}
        </button>
      </div>
    </section>
  );
}

interface DraftCardProps {
  draft: RecipeDraft;
  /** The user's own recipe from the same page, kept before: a second copy is still theirs to keep. */
  kept: Recipe | undefined;
  onSave: () => void;
  /** Opens the draft in the recipe's form, to set right what the page gave. */
  onEdit: () => void;
  onCancel: () => void;
  saving: boolean;
}

/**
 * The recipe page's link another app shares with the installed app (Web Share Target, the manifest's `share_target`:
 * `/recipes?title=…&text=…&url=…`): its `url`, else the first web address in its text (Android's browsers put it
 * there), else none.
 */
export function sharedLink(params: URLSearchParams): string | null {
  const url = params.get('url')?.trim() ?? '';
  if (/^https?:\/\/\S+$/iu.test(url)) return url;
  return `${params.get('text') ?? ''} ${params.get('title') ?? ''}`.match(/https?:\/\/\S+/iu)?.[0] ?? null;
}

/**
 * Recipes (phone first): a recipe page's link is read into a draft (its schema.org data: name, servings, ingredient
 * lines read and matched to goods, steps), looked over and kept; the kept recipes below, the latest first.
 */
export function RecipesRoute() {
  const { t } = useTexts();
  const navigate = useNavigate();
  useKeptRecipes();
  const recipes = useRecipes();
  const importing = useImportRecipe();
  const creating = useCreateRecipe();
  const [draft, setDraft] = useState<RecipeDraft | null>(null);
  // The recipe's form, when open: from nothing for a recipe written by hand, or from a draft to set right before it is
  // kept (whose picture's link is kept with it).
  const [writing, setWriting] = useState<{ from: RecipeDraft | null } | null>(null);
  const form = useFormFields({ fields, initial: { url: '' } });

  const read = (sent: { url: string }) => {
    setDraft(null);
    setWriting(null);
    importing.mutate(sent.url, {
      onSuccess: (read) => {
        // The bar of an earlier link that gave no recipe is about that link, not this one.
        clearError();
        setDraft(read);
      },
      onError: (error) => form.refused(error, sent),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    read(form.values);
  };
  // A link shared from another app is read at once, and leaves the address (a reload reads nothing again).
  const [params, setParams] = useSearchParams();
  const shared = useRef(sharedLink(params));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens with a shared link
  useEffect(() => {
    const url = shared.current;
    if (url === null) return;
    shared.current = null;
    setParams({}, { replace: true });
    form.reset({ url });
    read({ url });
  }, []);
  const opened = (id: number) => navigate(webRoutes.recipe.replace(':id', String(id)));
  const save = (kept: RecipeDraft) =>
    creating.mutate(
      {
        name: kept.name,
        source: kept.source,
        image: kept.image,
        servings: kept.servings,
        ingredients: recipeLines(kept.ingredients),
        steps: kept.steps,
      },
      {
        onSuccess: (recipe) => {
          setDraft(null);
          form.reset({ url: '' });
          opened(recipe.id);
        },
        onError: (error) => form.refused(error, form.values),
      },
    );
  const saveWritten = async (body: RecipeBody) => {
    const recipe = await creating.mutateAsync({ ...body, image: writing?.from?.image ?? null });
    opened(recipe.id);
  };
  const editDraft = (read: RecipeDraft) => {
    setDraft(null);
    setWriting({ from: read });
  };

  return (
    <ScreenIntro title={t('recipes.title')} description={t('recipes.description')}>
      <form
        ref={form.form}
        onSubmit={submit}
        noValidate
        className="mt-5 flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-start sm:p-6"
      >
        <div className="min-w-0 flex-1">
          <LinkField label={t('recipes.link')} placeholder="https://" {...form.field('url')} />
          <p className="mt-1.5 text-slate-600 text-sm">{t('recipes.linkHint')}</p>
        </div>
        <button type="submit" disabled={importing.isPending} className={`${buttonStyles.primary} sm:mt-7`}>
          <LinkIcon />
          {importing.isPending ? t('recipes.importing') : t('recipes.import')}
        </button>
      </form>
      {!draft && !writing && (
        <p className="mt-3 flex flex-wrap items-center gap-x-2 text-slate-600">
          {t('recipes.noLink')}
          <button type="button" className={`${buttonStyles.quiet} -ml-2`} onClick={() => setWriting({ from: null })}>
            <PencilIcon />
            {t('recipes.write')}
          </button>
        </p>
      )}
      {draft && (
        <DraftCard
          draft={draft}
          kept={recipes.data?.find((recipe) => recipe.mine && draft.source !== null && recipe.source === draft.source)}
          saving={creating.isPending}
          onSave={() => save(draft)}
          onEdit={() => editDraft(draft)}
          onCancel={() => setDraft(null)}
        />
      )}
      {writing && (
        <RecipeForm
          title={writing.from?.name ?? t('recipes.newTitle')}
          from={writing.from}
          saveLabel={t('recipes.save')}
          save={saveWritten}
          onCancel={() => setWriting(null)}
        />
      )}
      <KeptRecipes recipes={recipes.data} />
    </ScreenIntro>
  );
}
