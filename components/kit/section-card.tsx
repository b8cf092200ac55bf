import type { ComponentProps, ReactNode } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/**
 * A section of a page as a card: its h2 (`titleId` names it for aria-labelledby), the explanation
 * under it, an optional action in the header's corner, then the content.
 */
export function SectionCard({
  title,
  titleId,
  description,
  action,
  contentClassName,
  children,
  ...props
}: Omit<ComponentProps<typeof Card>, "title"> & { title: ReactNode; titleId?: string; description?: ReactNode; action?: ReactNode; contentClassName?: string }) {
  return (
    <Card {...props}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
