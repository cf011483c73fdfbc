import { AtHome, issueKey } from '@listok/contract';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { useTexts } from '../../../lib/texts/texts';
import { useAtHome, useSetAtHome } from '../api/recipes';

/** The names of a comma-separated text, each once as typed. */
const namesOf = (text: string) =>
  text
    .split(/[,;\n]/u)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/**
 * The goods the user always has at home (salt, pepper, water until changed): a recipe's lines naming them come
 * unticked. Shown as a line of names; «Изменить» opens a field of them separated by commas.
 */
export function AtHomeEditor() {
  const { t } = useTexts();
  const atHome = useAtHome();
  const save = useSetAtHome();
  const [text, setText] = useState<string | null>(null);
  const names = atHome.data?.names;
  if (!names) return null;
  if (text === null) {
    return (
      <p className="flex flex-wrap items-baseline gap-x-2 text-slate-600 text-sm">
        <span>
          {t('recipes.atHomeList')}: {names.length > 0 ? names.join(', ') : t('recipes.atHomeNone')}
        </span>
        <button
          type="button"
          className="font-medium text-brand-700 underline"
          onClick={() => setText(names.join(', '))}
        >
          {t('recipes.atHomeChange')}
        </button>
      </p>
    );
  }
  const parsed = AtHome.safeParse({ names: namesOf(text) });
  const problem = parsed.success ? undefined : t(issueKey(parsed.error.issues[0]?.message));
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={t('recipes.atHomeList')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The field is inside the add dialog's form: Enter keeps these names, it does not add the recipe.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (parsed.success) save.mutate(parsed.data.names, { onSuccess: () => setText(null) });
        }}
        state={problem ? 'invalid' : 'idle'}
        error={problem}
        placeholder={t('recipes.atHomeHint')}
      />
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={!parsed.success || save.isPending}
          onClick={() => parsed.success && save.mutate(parsed.data.names, { onSuccess: () => setText(null) })}
        >
          {t('recipes.atHomeSave')}
        </button>
        <button type="button" className={buttonStyles.quiet} onClick={() => setText(null)}>
          {t('recipes.cancel')}
        </button>
      </div>
    </div>
  );
}
