import { LoaderCircle } from 'lucide-react';

/** A centred, announced loading message (e.g. 'Verifying authentication...'). */
export function LoadingScreen({ message }: { message: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-red-700" />
      <p className="text-base text-slate-700">{message}</p>
    </div>
  );
}
