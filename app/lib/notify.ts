/**
 * Toasts without sonner in the first-view bundle: the library is loaded on first use (and by the
 * lazily mounted Toaster right after hydration).
 */
export interface Notice {
  title: string;
  description?: string;
  duration?: number;
}

export async function notify(kind: "success" | "error", { title, ...options }: Notice): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, options);
}
