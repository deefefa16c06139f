import { Modal, toast } from '@campus/shared/ui';
import { useState, type ReactNode } from 'react';

/**
 * An edit in a modal, as the admin's lists do it: `open(item)` from the row's Edit, `modal(form)` where the
 * page renders it, and `saved(result, text)` after the form's call: on success the toast (the server's message,
 * else `text(data)`) and the modal closes; a failure (toasted where the call was wrapped) keeps it open.
 */
export function useEditModal<Item extends { name: string }>() {
  const [editing, setEditing] = useState<Item | null>(null);
  const saved = <Data extends { message?: string }>(result: { data?: Data; error?: unknown }, text: (data: Data) => string) => {
    if (result.data === undefined) return false;
    toast.success(result.data.message || text(result.data));
    setEditing(null);
    return true;
  };
  const modal = (form: (item: Item) => ReactNode) =>
    editing ? (
      <Modal title={`Edit ${editing.name}`} onClose={() => setEditing(null)}>
        {form(editing)}
      </Modal>
    ) : null;
  return { open: setEditing, saved, modal };
}
