import * as React from "react";

type Props = Record<string, unknown> & { children?: React.ReactNode; ref?: React.Ref<unknown> };

/**
 * `asChild` for Button and Badge: renders its one child element with the slot's props merged in,
 * as Radix's Slot does (the child's handler runs first, then the slot's; classNames joined; styles
 * merged with the child's winning; aria-describedby joined; other props: the child's win; refs of
 * both set). Radix's Slot with compose-refs was in the first load of every page for this alone;
 * Slottable and lazy children are not needed here (issue 27).
 */
export function Slot({ children, ref, ...slotProps }: Props) {
  if (!React.isValidElement<Record<string, unknown>>(children)) return children ?? null;
  const childProps = children.props;
  const samen: Record<string, unknown> = { ...slotProps, ...childProps };
  for (const naam of Object.keys(childProps)) {
    const s = slotProps[naam];
    const c = childProps[naam];
    if (/^on[A-Z]/.test(naam)) {
      if (typeof s === "function" && typeof c === "function") {
        samen[naam] = (...args: unknown[]) => {
          const uit = c(...args);
          s(...args);
          return uit;
        };
      } else if (s) samen[naam] = s;
    } else if (naam === "style") samen[naam] = { ...(s as object), ...(c as object) };
    else if (naam === "className") samen[naam] = [s, c].filter(Boolean).join(" ");
    else if (naam === "aria-describedby") samen[naam] = [c, s].filter(Boolean).join(" ") || undefined;
  }
  const childRef = childProps.ref as React.Ref<unknown> | undefined;
  if (ref && childRef) {
    samen.ref = (el: unknown) => {
      zetRef(ref, el);
      zetRef(childRef, el);
    };
  } else samen.ref = ref ?? childRef;
  return React.cloneElement(children, samen);
}

function zetRef(ref: React.Ref<unknown>, el: unknown) {
  if (typeof ref === "function") ref(el);
  else if (ref) (ref as React.RefObject<unknown>).current = el;
}
