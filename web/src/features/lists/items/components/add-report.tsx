import { buttonStyles } from '../../../../components/button-styles';
import { PlusIcon, UndoIcon } from '../../../../components/icons';

/**
 * An offer for the item already there: the amount typed put on it ("Add 2 kg to it"), the item bought put back, the
 * note typed added to its own, or a line of its own.
 */
export interface AddOfferView {
  label: string;
  reopens: boolean;
}

export interface AddReportView {
  kind: 'added' | 'exists';
  text: string;
  offers?: AddOfferView[] | undefined;
}

interface AddReportProps {
  report: AddReportView | null;
  /** An offer taken, by its place among the offers. */
  onAccept: (index: number) => void;
}

/**
 * The line under the search after an add: a confirmation, or the warning that the product is already on the list,
 * with offers: to add the amount typed to it when the units convert, to put it back on the list when bought, to add
 * the note typed to its own or make it a line of its own. It lives in a status region, so it is read out (the
 * offers' labels with it); the offers are buttons in the tab order right after the search.
 */
export function AddReport({ report, onAccept }: AddReportProps) {
  return (
    <div role="status" className="min-h-6">
      {report && (
        <div
          className={`mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg px-3 py-2 font-medium text-sm ring-1 ${
            report.kind === 'exists'
              ? 'bg-amber-50 text-amber-950 ring-amber-300'
              : 'bg-brand-50 text-brand-900 ring-brand-200'
          }`}
        >
          <p className="min-w-0 flex-1 basis-56">{report.text}</p>
          {report.offers?.map((offer, index) => (
            <button
              key={offer.label}
              type="button"
              onClick={() => onAccept(index)}
              className={`${buttonStyles.secondary} shrink-0 text-sm`}
            >
              {offer.reopens ? <UndoIcon className="size-4" /> : <PlusIcon className="size-4" />}
              {offer.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
