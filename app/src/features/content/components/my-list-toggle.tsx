import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { MyListItem } from '@portal/contract/calls/my-list';
import { Button } from '@portal/ui/button';
import { Icon } from '@portal/ui/icon';
import { addToMyList, onMyList, removeFromMyList, useMyList } from '../api/my-list';

export interface MyListToggleProps {
  /** the spec's product id: podcast 18, studio 21, gym 22, be_calm course 17, other courses 4 */
  readonly productId: MyListItem['product_id'];
  readonly contentId: number | string;
  readonly mediaType?: string;
}

/**
 * Adds the item to the member's list or removes it (a toggle button). A failure is swallowed, as the spec says
 * for my-list (seed 000 section 8): the button shows the list as the server has it.
 */
export function MyListToggle({ productId, contentId, mediaType }: MyListToggleProps) {
  const { t } = useLingui();
  const list = useMyList();
  const [busy, setBusy] = useState(false);
  const added = onMyList(list.data?.data, productId, contentId);
  const toggle = async () => {
    setBusy(true);
    try {
      const reply = added
        ? await removeFromMyList(productId, contentId)
        : await addToMyList(productId, contentId, mediaType);
      await list.mutate(reply, { revalidate: false });
    } catch {
      await list.mutate();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      aria-pressed={added}
      loading={busy}
      disabled={list.data === undefined}
      {...(added ? { iconStart: <Icon name="check" /> } : {})}
      onClick={toggle}
      data-product-id={productId}
    >
      {added ? t`On my list` : t`Add to my list`}
    </Button>
  );
}
