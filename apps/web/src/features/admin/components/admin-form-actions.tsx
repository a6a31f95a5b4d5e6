import { Button } from '../../../components/ui/button.tsx';

export interface AdminFormActionsProps {
  saving: boolean;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** Save and cancel at the foot of an admin form: side by side on a wide screen, save first on a phone. */
export function AdminFormActions({ saving, saveLabel, savingLabel, cancelLabel, onCancel }: AdminFormActionsProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row-reverse">
      <Button type="submit" loading={saving} loadingText={savingLabel}>
        {saveLabel}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
