import { toast, useConfirm } from '@campus/shared/ui';

/** A delete mutation hook's answer: the trigger (its failure toasts in the caller's words) and its state. */
type DeleteMutation<Data> = readonly [
  (id: string) => PromiseLike<{ data?: Data; error?: unknown }>,
  { isLoading: boolean; originalArgs?: string },
];

interface DeleteTexts<Item, Data> {
  /** The question's heading, e.g. 'Delete product'. */
  title: string;
  /** The question; by default 'Delete <name>? This cannot be undone.' */
  question?: (item: Item) => string;
  /** The success toast (docs/product-rules.md "Texts", Successes). */
  done: (item: Item, data: Data) => string;
}

/**
 * Delete after a confirmation, as every manage and admin list of the dashboard does: the question, the call,
 * the success toast. The mutation's failures toast where the caller wrapped it (`useMutationErrorToast`). The
 * page renders `dialog`; `deletingId` is the item whose delete is under way.
 */
export function useConfirmedDelete<Item extends { _id: string; name: string }, Data>(
  [remove, state]: DeleteMutation<Data>,
  { title, question = (item) => `Delete ${item.name}? This cannot be undone.`, done }: DeleteTexts<Item, Data>,
) {
  const { confirm, dialog } = useConfirm();
  const onDelete = async (item: Item) => {
    if (!(await confirm({ title, message: question(item), confirmLabel: 'Delete', tone: 'danger' }))) return;
    const result = await remove(item._id);
    if (result.data !== undefined) toast.success(done(item, result.data));
  };
  return {
    onDelete: (item: Item) => void onDelete(item),
    deletingId: state.isLoading ? state.originalArgs : undefined,
    dialog,
  };
}
