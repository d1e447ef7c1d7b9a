import * as ToastPrimitives from '@radix-ui/react-toast';
import { Link } from 'wouter';

/** A link inside a toast (the toast's action): 44 px tall, outlined in the toast's own text colour. */
export function ToastLink({ to, children, altText }: { to: string; children: string; altText: string }) {
  return (
    <ToastPrimitives.Action altText={altText} asChild>
      <Link
        to={to}
        className="inline-flex h-11 shrink-0 items-center justify-center rounded-md border border-current px-3 text-sm font-medium hover:bg-white/10 focus:outline-none focus-visible:ring-2 focus-visible:ring-white"
      >
        {children}
      </Link>
    </ToastPrimitives.Action>
  );
}
