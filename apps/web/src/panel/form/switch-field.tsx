import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';

interface SwitchFieldProps {
  id: string;
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
}

/**
 * A labelled switch in a row. Its box is 44 px tall, a thumb's size, and the track it draws
 * keeps its usual 24 px, painted by the pseudo-element the primitive keeps for its hit area.
 */
export function SwitchField({ id, label, checked, onCheckedChange, onBlur }: SwitchFieldProps) {
  return (
    <div className="flex min-h-11 items-center justify-between gap-4">
      <Label htmlFor={id}>{label}</Label>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        onBlur={onBlur}
        className="isolate h-11 rounded-lg bg-transparent before:-inset-x-0.5 before:inset-y-2 before:-z-10 before:rounded-full before:bg-input data-[state=checked]:bg-transparent data-[state=unchecked]:bg-transparent data-[state=checked]:before:bg-primary"
      />
    </div>
  );
}
