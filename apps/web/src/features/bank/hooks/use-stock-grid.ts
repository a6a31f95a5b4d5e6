import type { StockItem } from '@raktsetu/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useUpdateStock } from '../api/bank-api.ts';
import { cellErrorsFromServer, draftFrom, gridLines, isChanged, type CellKey, type Draft } from '../stock-grid.ts';

/**
 * The grid's edits and its two ways to save: only the changed cells, or every figure ("all are current", which
 * renews their time). After a save the grid shows what the server now holds.
 */
export function useStockGrid(bankId: number, stock: StockItem[]) {
  const { t } = useTranslation();
  const [items, setItems] = useState(stock);
  const [original, setOriginal] = useState(() => draftFrom(stock));
  const [draft, setDraft] = useState<Draft>(original);
  const [errors, setErrors] = useState<Partial<Record<CellKey, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useUpdateStock(bankId, {
    success: (result) => result.message,
    failure: t('bank.grid.saveFailed'),
    inPlace: setFormError,
  });

  const changedCount = (Object.keys(draft) as CellKey[]).filter((key) => isChanged(draft, original, key)).length;

  function edit(key: CellKey, text: string) {
    setDraft((current) => ({ ...current, [key]: text }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  }

  function save(mode: 'changed' | 'all') {
    setFormError(null);
    const { lines, keys, errors: found } = gridLines(draft, original, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t('bank.grid.fixCells'));
      return;
    }
    if (lines.length === 0) {
      setFormError(mode === 'all' ? t('bank.grid.nothingToConfirm') : t('bank.grid.nothingChanged'));
      return;
    }
    mutation.mutate(lines, {
      onSuccess: (result) => {
        const fresh = draftFrom(result.data);
        setItems(result.data);
        setOriginal(fresh);
        setDraft(fresh);
      },
      // The cells the server named are marked here; its message is told by the mutation (inPlace above).
      onError: (error) => {
        if (isApiError(error) && error.details) setErrors(cellErrorsFromServer(error.details, keys));
      },
    });
  }

  return {
    items,
    draft,
    original,
    errors,
    formError,
    changedCount,
    saving: mutation.isPending,
    edit,
    save,
  };
}
