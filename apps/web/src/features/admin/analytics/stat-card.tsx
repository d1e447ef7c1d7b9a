import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';

/** One figure with its name, as the analytics and access-log cards show them. */
export function StatCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
      </div>
      <Icon className="h-6 w-6 shrink-0 text-muted-foreground" aria-hidden />
    </Card>
  );
}
