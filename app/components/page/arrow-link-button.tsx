import type { ComponentProps } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

type ArrowLinkButtonProps = Omit<ComponentProps<typeof Button>, "asChild"> & { to: string };

/** A call to action to another page: a link in the button's look, with the forward arrow. */
export function ArrowLinkButton({ to, children, ...button }: ArrowLinkButtonProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {children}
        <ArrowRight aria-hidden />
      </Link>
    </Button>
  );
}
