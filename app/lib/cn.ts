import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge (docs/decisions/0014): components never receive classes
 * that conflict with their own; variants express the alternatives instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
