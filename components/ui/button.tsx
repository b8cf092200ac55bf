import * as React from "react";
import { Slot } from "./slot";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// The looks live in app/globals.css (ui-btn …): a page with thirty buttons carried ~570 bytes of
// utilities per button in its HTML, twice (markup and payload).
const buttonVariants = cva("ui-btn", {
  variants: {
    variant: {
      default: "ui-btn-default",
      destructive: "ui-btn-destructive",
      outline: "ui-btn-outline",
      secondary: "ui-btn-secondary",
      ghost: "ui-btn-ghost",
      link: "ui-btn-link",
    },
    size: {
      default: "ui-btn-md",
      sm: "ui-btn-sm",
      lg: "ui-btn-lg",
      icon: "ui-btn-icon",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a `<Link>`) with button styles instead of a `<button>`. */
    asChild?: boolean;
  };

/**
 * Button. With `size="icon"` (or any button that shows only an icon) the caller MUST
 * pass an `aria-label` in Dutch, e.g. `<Button size="icon" aria-label="Meer opties">`.
 * Like a native `<button>` it submits inside a `<form>` unless you pass `type="button"`.
 */
function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size, className }))}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
