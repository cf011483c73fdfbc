import type { Recipe } from '@listok/contract';
import { webRoutes } from '@listok/contract/base';
import { useState } from 'react';
import { Link } from 'react-router';
import { BookIcon } from '../../../components/icons';
import { TableEmpty } from '../../../components/table-card';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../lib/texts/texts';
import { recipeMatches, recipeSearchFrom, siteOf } from '../recipe-view';
import { recipeLines } from './ingredient-list';

/** A saved recipe in the list: its picture, name, where it came from, how many servings and ingredients. */
function RecipeCard({ recipe }: { recipe: Recipe }) {
  const { t } = useTexts();
  const lines = recipeLines(recipe.ingredients).length;
  return (
    <li>
      <Link
        to={webRoutes.recipe.replace(':id', String(recipe.id))}
        className="flex min-h-11 items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-300"
      >
        {recipe.picture !== null && (
          <img src={recipe.picture} alt="" className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover" />
        )}
        <span className="flex min-w-0 flex-col gap-1">
          <span className="break-words font-semibold text-slate-900">{recipe.name}</span>
          <span className="text-slate-600 text-sm">
            {[
              t('recipes.ingredientsCount', { count: lines }),
              recipe.servings === null ? null : t('recipes.servings', { count: recipe.servings }),
              recipe.source === null ? null : siteOf(recipe.source),
              // Another member's, seen through a list they share.
              recipe.mine || recipe.author === null ? null : t('recipes.author', { name: recipe.author }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The user's recipes and those of the lists they share, the latest changed first; from `recipeSearchFrom` of them on,
 * a search box above finds one by a word of its name or its ingredients.
 */
export function KeptRecipes({ recipes }: { recipes: readonly Recipe[] | undefined }) {
  const { t } = useTexts();
  const [typed, setTyped] = useState('');
  const found = recipes?.filter((recipe) => recipeMatches(recipe, typed));
  return (
    <section aria-labelledby="recipes-kept" className="mt-8">
      <h2 id="recipes-kept" className="flex items-center gap-2 font-semibold text-lg text-slate-900">
        <BookIcon />
        {t('recipes.kept')}
      </h2>
      {recipes && recipes.length >= recipeSearchFrom && (
        <div className="mt-3 sm:max-w-md">
          <TextField
            label={t('recipes.search')}
            type="search"
            autoComplete="off"
            placeholder={t('recipes.searchPlaceholder')}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          {/* How many the search finds, read out as the user types. */}
          <p role="status" className="sr-only">
            {found && typed.trim() !== '' ? t('recipes.found', { count: found.length }) : ''}
          </p>
        </div>
      )}
      {!recipes || !found ? (
        <p className="py-6 text-slate-600">{t('app.loading')}</p>
      ) : recipes.length === 0 ? (
        <div className="mt-3">
          <TableEmpty>{t('recipes.empty')}</TableEmpty>
        </div>
      ) : found.length === 0 ? (
        <div className="mt-3">
          <TableEmpty>{t('recipes.noneFound', { typed: typed.trim() })}</TableEmpty>
        </div>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {found.map((recipe) => (
            <RecipeCard key={recipe.id} recipe={recipe} />
          ))}
        </ul>
      )}
    </section>
  );
}
