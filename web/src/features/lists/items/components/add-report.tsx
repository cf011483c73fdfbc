import { buttonStyles } from '../../../../components/button-styles';
import { PlusIcon, UndoIcon } from '../../../../components/icons';

/** An offer for the item already there: the amount typed put on it ("Add 2 kg to it"), or the item bought put back. */
export interface AddOfferView {
  label: string;
  reopens: boolean;
}

export interface AddReportView {
  kind: 'added' | 'exists';
  text: string;
  offer?: AddOfferView | undefined;
}

interface AddReportProps {
  report: AddReportView | null;
  onAccept: () => void;
}

/**
 * The line under the search after an add: a confirmation, or the warning that the product is already on the list,
 * with an offer to add the amount typed to it when the units convert, or to put it back on the list when bought. It
 * lives in a status region, so it is read out (the offer's label with it); the offer is a button in the tab order
 * right after the search.
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
          {report.offer && (
            <button type="button" onClick={onAccept} className={`${buttonStyles.secondary} shrink-0 text-sm`}>
              {report.offer.reopens ? <UndoIcon className="size-4" /> : <PlusIcon className="size-4" />}
              {report.offer.label}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
