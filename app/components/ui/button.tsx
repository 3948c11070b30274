import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-600 text-white hover:bg-accent-700",
        secondary: "border border-ink-900/15 bg-white text-ink-900 hover:border-ink-900/40",
        inverse: "bg-white text-ink-900 hover:bg-sand-100",
        ghost: "text-ink-900 hover:bg-ink-900/5",
      },
      size: {
        md: "h-11 px-5 text-sm whitespace-nowrap",
        lg: "h-12 px-6 text-base whitespace-nowrap",
        /** A long label that may wrap on narrow screens (the button grows in height). */
        lgWrap: "min-h-12 px-6 py-3 text-center text-base",
        icon: "size-11",
        iconSm: "size-9",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
