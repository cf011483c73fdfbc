import '../../../locales/recipes';
import { webRoutes } from '@listok/contract/base';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ActionDialog } from '../../../components/action-dialog';
import { buttonStyles, linkStyle } from '../../../components/button-styles';
import { CartIcon, ChevronLeftIcon, ExternalLinkIcon, PencilIcon, TrashIcon } from '../../../components/icons';
import { ScreenIntro } from '../../../components/screen-intro';
import { UndoBar } from '../../../components/undo-bar';
import { showSuccessInView } from '../../../lib/notices/success-message';
import { useTexts } from '../../../lib/texts/texts';
import { type QueueRecipeAdd, useDeleteRecipe, useKeptRecipes, useRecipe, useUpdateRecipe } from '../api/recipes';
import { AddToListDialog } from '../components/add-to-list-dialog';
import { IngredientList } from '../components/ingredient-list';
import { KeepScreenOn } from '../components/keep-screen-on';
import { RecipeForm } from '../components/recipe-form';
import { ServingsStepper } from '../components/servings-stepper';
import { siteOf } from '../recipe-view';

/**
 * A recipe (phone first): where it came from, its ingredients for the servings chosen (− and +: every amount scaled,
 * kitchen measures kept as they are), its steps, and a switch that keeps the screen on while cooking. Its author
 * changes it (the recipe's form, as text) and deletes it. Put on a list without the network, it waits in `queueAdd`
 * (the lists' queue, which the router hands in).
 */
export function RecipeRoute({ queueAdd }: { queueAdd?: QueueRecipeAdd }) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  useKeptRecipes();
  const recipe = useRecipe(id);
  const [servings, setServings] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const remove = useDeleteRecipe();
  const update = useUpdateRecipe();
  const data = recipe.data;
  if (!data) {
    return (
      <ScreenIntro title={t('recipes.title')}>
        <p className="py-10 text-center text-slate-600">{recipe.isError ? t('recipes.notFound') : t('app.loading')}</p>
        <BackLink />
      </ScreenIntro>
    );
  }
  if (editing && data.mine) {
    return (
      <ScreenIntro title={data.name}>
        <RecipeForm
          title={t('recipes.editRecipe')}
          from={data}
          saveLabel={t('recipes.saveChanges')}
          save={async (patch) => {
            const changed = await update.mutateAsync({ id: data.id, patch });
            setEditing(false);
            setServings(null);
            showSuccessInView(t('recipes.changed', { name: changed.name }));
          }}
          onCancel={() => setEditing(false)}
        />
      </ScreenIntro>
    );
  }
  const shown = servings ?? data.servings;
  return (
    <ScreenIntro title={data.name}>
      {!data.mine && data.author !== null && (
        <p className="mt-2 text-slate-600 text-sm">{t('recipes.author', { name: data.author })}</p>
      )}
      {data.source !== null && (
        <p className="mt-2 text-slate-600 text-sm">
          <a href={data.source} target="_blank" rel="noopener noreferrer" className={`${linkStyle} inline-flex gap-1`}>
            {siteOf(data.source)}
            <ExternalLinkIcon className="size-4" />
          </a>
        </p>
      )}
      {data.picture !== null && (
        // The app's own copy: shown from its address, kept by the browser for good (so also without signal).
        <img
          src={data.picture}
          alt=""
          className="mt-4 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover shadow-sm ring-1 ring-slate-200 sm:max-w-md"
        />
      )}
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RecipePart
          id="recipe-ingredients"
          title={t('recipes.ingredients')}
          aside={shown !== null && <ServingsStepper value={shown} onChange={setServings} />}
        >
          <div className="mt-2">
            <IngredientList ingredients={data.ingredients} servings={{ from: data.servings, to: shown }} />
          </div>
          <button type="button" className={`${buttonStyles.primary} mt-3 w-full`} onClick={() => setAdding(true)}>
            <CartIcon />
            {t('recipes.addToList')}
          </button>
        </RecipePart>
        <RecipePart id="recipe-steps" title={t('recipes.steps')} aside={<KeepScreenOn />}>
          {data.steps.length > 0 ? (
            <ol className="mt-3 flex list-decimal flex-col gap-3 pl-6 text-slate-800 marker:font-semibold marker:text-brand-700">
              {data.steps.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: steps have no ids, and two may be alike
                <li key={index} className="pl-1 leading-relaxed">
                  {step}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-slate-600">{t('recipes.noSteps')}</p>
          )}
        </RecipePart>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <BackLink />
        {data.mine && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setEditing(true)}>
              <PencilIcon />
              {t('recipes.editRecipe')}
            </button>
            <button type="button" className={buttonStyles.quiet} onClick={() => setDeleting(true)}>
              <TrashIcon />
              {t('recipes.delete')}
            </button>
          </div>
        )}
      </div>
      {adding && (
        <AddToListDialog recipe={data} servings={shown} onClose={() => setAdding(false)} queueAdd={queueAdd} />
      )}
      <UndoBar />
      <ActionDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={t('recipes.deleteTitle')}
        confirmLabel={t('recipes.deleteConfirm')}
        cancelLabel={t('recipes.cancel')}
        destructive
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              setDeleting(false);
              showSuccessInView(t('recipes.deleted', { name: data.name }));
              navigate(webRoutes.recipes);
            },
          })
        }
      >
        <p>{t('recipes.deleteText', { name: data.name })}</p>
      </ActionDialog>
    </ScreenIntro>
  );
}

/** A card of the recipe: its heading with a control beside it (the servings, the screen switch), then its content. */
function RecipePart({ id, title, aside, children }: RecipePartProps) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-semibold text-lg text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

interface RecipePartProps {
  id: string;
  title: string;
  aside: ReactNode;
  children: ReactNode;
}

function BackLink() {
  const { t } = useTexts();
  return (
    <Link to={webRoutes.recipes} className={`${linkStyle} inline-flex items-center gap-1`}>
      <ChevronLeftIcon className="size-4" />
      {t('recipes.back')}
    </Link>
  );
}
