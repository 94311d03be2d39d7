import { useEffect } from "react";
import { PRODUCT_NAME } from "../../../shared/product";

/** A screen's heading, also used as the document title. */
export function PageTitle({ children }: { children: string }) {
  useEffect(() => {
    document.title = `${children} · ${PRODUCT_NAME}`;
  }, [children]);
  return <h1 className="text-3xl font-extrabold">{children}</h1>;
}
