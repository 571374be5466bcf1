import { Link, useLocation } from "wouter";
import { useRemote } from "../../remote/useRemote.js";
import { usePortalContentApi } from "./usePortalContentApi.js";

/**
 * The portal's published pages as nav entries after the sections (issue 6: /pages/{pageId}),
 * loaded once with the nav. A failed load shows no entries: the nav is not the place to complain,
 * and the page itself says when it cannot load.
 */
export function PortalPagesNav() {
  const { api: content, home } = usePortalContentApi();
  const [pathname] = useLocation();
  const pages = useRemote(() => content.pages(), [content]);
  if (pages.state.status !== "ready") return null;
  return (
    <>
      {pages.state.data.map((page) => {
        const href = `${home}/pages/${encodeURIComponent(page.id)}`;
        return (
          <li key={page.id}>
            <Link
              href={href}
              className="portal-nav__link"
              aria-current={pathname === href ? "page" : undefined}
            >
              {page.title}
            </Link>
          </li>
        );
      })}
    </>
  );
}
